import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  Application,
  ApplicationCreateBody,
  ApplicationPatchBody,
} from '#shared/applications/applications.schema.ts';
import { freshQuery, useChangeThenReread } from '../../../lib/api/fresh-queries.ts';
import {
  createApplication,
  deleteApplication,
  getApplication,
  getMatchReport,
  listApplications,
  tailorApplication,
  updateApplication,
} from './applications-api-client.ts';

/** Query keys: everything of one user under ['applications', userId]. */
const applicationKeys = {
  all: (userId: string) => ['applications', userId] as const,
  list: (userId: string) => ['applications', userId, 'list'] as const,
  one: (userId: string, id: string) => ['applications', userId, 'one', id] as const,
  match: (userId: string, id: string) => ['applications', userId, 'match', id] as const,
};

export function useApplicationList(userId: string) {
  return useQuery(freshQuery(applicationKeys.list(userId), listApplications));
}

export function useApplication(userId: string, id: string) {
  return useQuery(
    freshQuery(applicationKeys.one(userId, id), (signal) => getApplication(id, signal)),
  );
}

/**
 * An application's match report. The server keeps its score with the application, so the
 * score goes into the list and the application's own entry as it arrives: the board shows it,
 * no longer stale, without reading the list again.
 */
export function matchReportQuery(client: QueryClient, userId: string, id: string) {
  return queryOptions({
    queryKey: applicationKeys.match(userId, id),
    queryFn: async ({ signal }) => {
      const report = await getMatchReport(id, signal);
      const match = { score: report.score, at: new Date().toISOString(), stale: false };
      client.setQueryData<Application>(applicationKeys.one(userId, id), (app) =>
        app ? { ...app, match } : app,
      );
      client.setQueryData<Application[]>(applicationKeys.list(userId), (list) =>
        list?.map((a) => (a.id === id ? { ...a, match } : a)),
      );
      return report;
    },
  });
}

/** The match report: read when the application page asks for it, not with the board. */
export function useMatchReport(userId: string, id: string, enabled = true) {
  const client = useQueryClient();
  return useQuery({ ...matchReportQuery(client, userId, id), enabled });
}

/** The changed application goes into the list and its own entry at once, then both are read again. */
function storeApplication(client: QueryClient, userId: string, app: Application) {
  client.setQueryData(applicationKeys.one(userId, app.id), app);
  client.setQueryData<Application[]>(applicationKeys.list(userId), (list) =>
    list?.some((a) => a.id === app.id)
      ? list.map((a) => (a.id === app.id ? app : a))
      : [app, ...(list ?? [])],
  );
}

export function useCreateApplication(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicationCreateBody) => createApplication(body),
    onSuccess: (app) => storeApplication(client, userId, app),
  });
}

/**
 * A change to one application (status, notes, dates). The list shows the new status at once
 * (a card dropped on a column stays there); a refusal puts the list back as the server has it.
 */
export function useUpdateApplication(userId: string) {
  const client = useQueryClient();
  const listKey = applicationKeys.list(userId);
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ApplicationPatchBody }) =>
      updateApplication(id, patch),
    onMutate: async ({ id, patch }) => {
      await client.cancelQueries({ queryKey: listKey });
      const before = client.getQueryData<Application[]>(listKey);
      if (patch.status) {
        const status = patch.status;
        client.setQueryData<Application[]>(listKey, (list) =>
          list?.map((a) => (a.id === id ? { ...a, status } : a)),
        );
      }
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) client.setQueryData(listKey, context.before);
    },
    onSuccess: (app) => storeApplication(client, userId, app),
  });
}

export function useDeleteApplication(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteApplication(id),
    onSuccess: (_nothing, id) => {
      client.removeQueries({ queryKey: applicationKeys.one(userId, id) });
      client.removeQueries({ queryKey: applicationKeys.match(userId, id) });
      client.setQueryData<Application[]>(applicationKeys.list(userId), (list) =>
        list?.filter((a) => a.id !== id),
      );
    },
  });
}

/**
 * Tailor: the application is read again afterwards (it now names its resume and letter, and
 * its score is of the resume it had), and so is its match.
 */
export function useTailorApplication(userId: string) {
  return useChangeThenReread(
    ({ id, resumeId }: { id: string; resumeId?: string }) => tailorApplication(id, resumeId),
    (_result, { id }) => [
      applicationKeys.one(userId, id),
      applicationKeys.list(userId),
      applicationKeys.match(userId, id),
    ],
  );
}
