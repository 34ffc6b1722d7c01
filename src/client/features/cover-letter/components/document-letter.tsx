import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { CoverLetterData } from '#shared/cover-letter/cover-letter.schema.ts';
import {
  SaveConflictError,
  startFromLocalCopy,
  type SaveDocument,
  type Saved,
} from '../../../lib/document-session/saved-document.ts';
import { notify } from '../../../lib/notify.ts';
import {
  getDocumentOfKind,
  isDocumentConflict,
  listDocuments,
  putDocument,
} from '../../documents/api/documents-api-client.ts';
import { userLetterEdits } from '../state/letter-storage.ts';
import { sameLetter } from '../state/use-letter-session.ts';
import { CoverLetterEditor } from './cover-letter-editor.tsx';
import { LetterFailed, LetterLoading } from './letter-load-states.tsx';
import type { LetterSlots, LinkedResume, ResumeOption } from './letter-slots.ts';

function resumeQueryKey(userId: string, resumeId: string | null) {
  return ['letter-resume', userId, resumeId] as const;
}

/** The linked resume while there is none to show (no link, loading, failed). */
function notReady(status: LinkedResume['status'], userId: string): LinkedResume {
  return { status, data: null, templateId: null, documentKey: `user.${userId}`, href: null };
}

/** A signed-in user's letter: loaded with the account's resumes, saved with versions. */
export function DocumentLetter({
  userId,
  id,
  ...slots
}: LetterSlots & { userId: string; id: string }) {
  const queryClient = useQueryClient();
  const letter = useQuery({
    queryKey: ['cover-letter', userId, id],
    queryFn: ({ signal }) => getDocumentOfKind(id, 'cover_letter', signal),
    gcTime: 0,
    staleTime: 0,
    retry: (count, error) => count < 1 && !(error as { status?: number }).status,
  });
  const list = useQuery({
    queryKey: ['letter-resume-options', userId],
    queryFn: ({ signal }) => listDocuments(signal),
  });

  const useLinkedResume = useCallback(
    (resumeId: string | null): LinkedResume => {
      // eslint-disable-next-line react-hooks/rules-of-hooks -- always called, once per render, by the editor
      const query = useQuery({
        queryKey: resumeQueryKey(userId, resumeId),
        queryFn: ({ signal }) => getDocumentOfKind(resumeId!, 'resume', signal),
        enabled: resumeId !== null,
        retry: false,
      });
      if (resumeId === null) return notReady('none', userId);
      if (query.isPending) return notReady('loading', userId);
      if (query.isError) return notReady('error', userId);
      const doc = query.data;
      return {
        status: 'ready',
        data: doc.data,
        templateId: doc.template_id,
        documentKey: doc.is_default ? `user.${userId}` : `user.${userId}.doc.${doc.id}`,
        href: doc.is_default ? '/build' : `/build/${doc.id}`,
      };
    },
    [userId],
  );

  const save = useCallback<SaveDocument<CoverLetterData>>(
    async (data, version) => {
      const linked = data.resumeId
        ? queryClient.getQueryData<{ template_id: string | null }>(
            resumeQueryKey(userId, data.resumeId),
          )
        : undefined;
      try {
        const doc = await putDocument<'cover_letter'>(id, {
          data,
          version,
          // The list shows the letter in its resume's template.
          template_id: linked?.template_id ?? data.templateId,
        });
        return { version: doc.version, updatedAt: doc.updated_at };
      } catch (error) {
        if (isDocumentConflict(error) && error.current.kind === 'cover_letter') {
          const current = error.current;
          throw new SaveConflictError<CoverLetterData>({
            value: current.data,
            version: current.version,
            updatedAt: current.updated_at,
          });
        }
        throw error;
      }
    },
    [id, userId, queryClient],
  );

  useEffect(() => {
    if (letter.isError) notify.error('Failed to load the cover letter', letter.error.message);
  }, [letter.isError, letter.error]);

  if (letter.isPending || list.isPending) {
    return <LetterLoading text="Loading your cover letter..." />;
  }
  if (letter.isError) {
    const missing = (letter.error as { status?: number }).status === 404;
    return (
      <LetterFailed
        text={missing ? letter.error.message : 'Check your connection and try again.'}
        {...(missing ? {} : { onRetry: () => void letter.refetch() })}
      />
    );
  }
  const doc = letter.data;
  const resumeOptions: ResumeOption[] = (list.data ?? [])
    .filter((d) => d.kind === 'resume')
    .map((d) => ({ id: d.id, title: d.title, isDefault: d.is_default }));
  return (
    <DocumentSession
      userId={userId}
      id={id}
      title={doc.title}
      saved={{ value: doc.data, version: doc.version, updatedAt: doc.updated_at }}
      resumeOptions={resumeOptions}
      useLinkedResume={useLinkedResume}
      save={save}
      {...slots}
    />
  );
}

/** The letter as saved, with the unsaved edits of an earlier visit laid over it. */
function DocumentSession({
  userId,
  id,
  saved,
  save,
  ...rest
}: LetterSlots & {
  userId: string;
  id: string;
  title: string;
  saved: Saved<CoverLetterData>;
  resumeOptions: ResumeOption[];
  useLinkedResume: (resumeId: string | null) => LinkedResume;
  save: SaveDocument<CoverLetterData>;
}) {
  const [session] = useState(() => {
    const slot = userLetterEdits(userId, id);
    const { state, restored } = startFromLocalCopy(saved, slot.read(), sameLetter);
    return { start: state, restored, save, localCopy: { slot, keeps: 'unsaved' as const } };
  });
  return <CoverLetterEditor mode="signed-in" documentId={id} session={session} {...rest} />;
}
