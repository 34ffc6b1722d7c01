import {
  applicationListSchema,
  applicationSchema,
  matchReportSchema,
  tailorResultSchema,
  type Application,
  type ApplicationCreateBody,
  type ApplicationPatchBody,
  type MatchReport,
  type TailorResult,
} from '#shared/applications/applications.schema.ts';
import { request } from '../../../lib/api/request.ts';

/**
 * The applications API (`/api/applications`, src/shared/applications/applications.schema.ts)
 * on the client's API layer: every answer parsed with the shared schemas.
 */

const byId = (id: string) => `/api/applications/${encodeURIComponent(id)}`;

/** Any answer: DELETE answers 204 with no body. */
const nothing = { parse: () => undefined };

export async function listApplications(signal?: AbortSignal): Promise<Application[]> {
  return (await request('GET', '/api/applications', { schema: applicationListSchema, signal }))
    .applications;
}

export function getApplication(id: string, signal?: AbortSignal): Promise<Application> {
  return request('GET', byId(id), { schema: applicationSchema, signal });
}

export function createApplication(body: ApplicationCreateBody): Promise<Application> {
  return request('POST', '/api/applications', { schema: applicationSchema, body });
}

export function updateApplication(id: string, body: ApplicationPatchBody): Promise<Application> {
  return request('PATCH', byId(id), { schema: applicationSchema, body });
}

export function deleteApplication(id: string): Promise<void> {
  return request('DELETE', byId(id), { schema: nothing });
}

/** A tailored copy of the default resume (or `resumeId`) and a drafted letter. */
export function tailorApplication(id: string, resumeId?: string): Promise<TailorResult> {
  return request('POST', `${byId(id)}/tailor`, {
    schema: tailorResultSchema,
    body: resumeId ? { resume_id: resumeId } : {},
  });
}

export function getMatchReport(id: string, signal?: AbortSignal): Promise<MatchReport> {
  return request('GET', `${byId(id)}/match`, { schema: matchReportSchema, signal });
}
