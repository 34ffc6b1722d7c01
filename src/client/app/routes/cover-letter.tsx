import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import {
  emptyCoverLetter,
  isEmptyCoverLetter,
  type CoverLetterData,
} from '#shared/cover-letter/cover-letter.schema.ts';
import { documentIdSchema } from '#shared/documents-api/documents-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useAuth } from '../../features/auth/auth-context.tsx';
import {
  CoverLetterEditor,
  type LinkedResume,
  type ResumeOption,
} from '../../features/cover-letter/components/cover-letter-editor.tsx';
import {
  MOVED_NOTICE,
  moveAnonymousLetter,
} from '../../features/cover-letter/move-anonymous-letter.ts';
import { hasAnonymousLetter } from '../../features/cover-letter/state/anonymous-letter-key.ts';
import {
  anonymousLetter,
  userLetterEdits,
} from '../../features/cover-letter/state/letter-storage.ts';
import {
  LetterConflictError,
  type LetterEditorState,
  type SaveLetter,
} from '../../features/cover-letter/state/use-letter-editor.ts';
import {
  isDocumentConflict,
  createDocument,
  getDocumentOfKind,
  listDocuments,
  putDocument,
} from '../../features/documents/api/documents-api-client.ts';
import { LetterActions } from '../../features/export/letter-actions.tsx';
import { LetterPreview } from '../../features/export/letter-preview.tsx';
import { anonymousDraft } from '../../features/resume/state/draft-storage.ts';
import { notify } from '../../lib/notify.ts';
import { queryClient } from '../../lib/query-client.ts';

/**
 * /cover-letter/:id: a signed-in user's cover letter (documents API, versioned saves).
 * /cover-letter: the letter of an anonymous visitor, kept in this browser and linked to
 * the browser's resume; signed in, that letter is moved into the account and opened.
 * The editor is the cover-letter feature; the preview and downloads are the export
 * feature's; the resume draft is the builder's: they meet here.
 */
export default function CoverLetterRoute() {
  const auth = useAuth();
  const { id } = useParams();
  return (
    <QueryClientProvider client={queryClient}>
      {auth.status === 'loading' ? (
        <Loading text="Loading your cover letter..." />
      ) : id === undefined ? (
        auth.status === 'signed-out' ? (
          <AnonymousLetter />
        ) : (
          <MoveThenOpen />
        )
      ) : auth.status === 'signed-out' ? (
        <Navigate to="/auth" replace />
      ) : documentIdSchema.safeParse(id).success ? (
        <DocumentLetter key={`${auth.user.id}:${id}`} userId={auth.user.id} id={id} />
      ) : (
        <Failed text="This document does not exist or is not yours." />
      )}
    </QueryClientProvider>
  );
}

function Loading({ text }: { text: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-muted"
    >
      <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

function Failed({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <h1 className="text-lg font-semibold">Failed to load the cover letter</h1>
        <p className="text-sm text-muted">{text}</p>
        <div className="flex flex-wrap justify-center gap-2">
          {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
          <Button asChild variant="outline">
            <Link to="/documents">My Documents</Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}

const editorSlots = {
  renderPreview: (props: Parameters<typeof LetterPreview>[0]) => <LetterPreview {...props} />,
  renderActions: (props: Parameters<typeof LetterActions>[0]) => <LetterActions {...props} />,
};

// ---- signed in: a document ------------------------------------------------------------

function resumeQueryKey(userId: string, resumeId: string | null) {
  return ['letter-resume', userId, resumeId] as const;
}

function DocumentLetter({ userId, id }: { userId: string; id: string }) {
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
      if (resumeId === null)
        return {
          status: 'none',
          data: null,
          templateId: null,
          documentKey: `user.${userId}`,
          href: null,
        };
      if (query.isPending)
        return {
          status: 'loading',
          data: null,
          templateId: null,
          documentKey: `user.${userId}`,
          href: null,
        };
      if (query.isError)
        return {
          status: 'error',
          data: null,
          templateId: null,
          documentKey: `user.${userId}`,
          href: null,
        };
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

  const save = useCallback<SaveLetter>(
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
          throw new LetterConflictError({
            letter: current.data,
            version: current.version,
            updatedAt: current.updated_at,
          });
        }
        throw error;
      }
    },
    [id, userId],
  );

  const keepLocal = useCallback(
    ({
      letter: data,
      baseVersion,
      dirty,
    }: {
      letter: CoverLetterData;
      baseVersion: number;
      dirty: boolean;
    }) => {
      if (dirty) userLetterEdits(userId, id).write(data, baseVersion);
      else userLetterEdits(userId, id).clear();
    },
    [userId, id],
  );

  useEffect(() => {
    if (letter.isError) notify.error('Failed to load the cover letter', letter.error.message);
  }, [letter.isError, letter.error]);

  if (letter.isPending || list.isPending) return <Loading text="Loading your cover letter..." />;
  if (letter.isError) {
    const missing = (letter.error as { status?: number }).status === 404;
    return (
      <Failed
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
      saved={{ letter: doc.data, version: doc.version, updatedAt: doc.updated_at }}
      resumeOptions={resumeOptions}
      useLinkedResume={useLinkedResume}
      save={save}
      keepLocal={keepLocal}
    />
  );
}

function DocumentSession({
  userId,
  id,
  title,
  saved,
  ...rest
}: {
  userId: string;
  id: string;
  title: string;
  saved: LetterEditorState['saved'];
  resumeOptions: ResumeOption[];
  useLinkedResume: (resumeId: string | null) => LinkedResume;
  save: SaveLetter;
  keepLocal: (state: { letter: CoverLetterData; baseVersion: number; dirty: boolean }) => void;
}) {
  // Unsaved edits of an earlier visit, laid over the saved letter; they keep the version
  // they started from, so a save made elsewhere since answers 409 instead of being lost.
  const [start] = useState(() => {
    const local = userLetterEdits(userId, id).read();
    const restored = local !== null && JSON.stringify(local.value) !== JSON.stringify(saved.letter);
    const initial: LetterEditorState = restored
      ? { current: local.value, saved: { ...saved, version: local.baseVersion } }
      : { current: saved.letter, saved };
    return { initial, restored };
  });
  return (
    <CoverLetterEditor
      mode="signed-in"
      title={title}
      initial={start.initial}
      restored={start.restored}
      {...rest}
      {...editorSlots}
    />
  );
}

// ---- signed in at /cover-letter: move the browser's letter in -------------------------

function MoveThenOpen() {
  const navigate = useNavigate();
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!hasAnonymousLetter()) {
      void navigate('/documents', { replace: true });
      return;
    }
    moveAnonymousLetter({ listDocuments, createDocument }).then(
      (docId) => {
        if (docId) notify.success(MOVED_NOTICE.title, MOVED_NOTICE.text);
        void navigate(docId ? `/cover-letter/${docId}` : '/documents', { replace: true });
      },
      (error: unknown) => setFailed(error instanceof Error ? error.message : 'Please try again.'),
    );
  }, [navigate]);
  return failed ? (
    <Failed text={`Your letter is still kept in this browser. ${failed}`} />
  ) : (
    <Loading text="Moving your cover letter to your account..." />
  );
}

// ---- anonymous: the letter of this browser ---------------------------------------------

function AnonymousLetter() {
  const [initial] = useState<LetterEditorState>(() => {
    const letter = anonymousLetter.read()?.value ?? emptyCoverLetter();
    return { current: letter, saved: { letter, version: 0, updatedAt: null } };
  });
  // The resume of this browser (the builder's anonymous draft), read once.
  const [resume] = useState(() => anonymousDraft.read()?.value ?? null);
  const linked = useMemo<LinkedResume>(
    () =>
      resume
        ? {
            status: 'ready',
            data: resume.data,
            templateId: resume.templateId,
            documentKey: 'anonymous',
            href: '/build',
          }
        : {
            status: 'none',
            data: null,
            templateId: null,
            documentKey: 'anonymous',
            href: '/build',
          },
    [resume],
  );
  const useLinkedResume = useCallback(() => linked, [linked]);
  const keepLocal = useCallback(
    ({ letter }: { letter: CoverLetterData }) => {
      // The browser's letter carries its resume's look, for when it moves to an account.
      const withLook = { ...letter, templateId: resume?.templateId ?? letter.templateId };
      if (isEmptyCoverLetter(withLook)) anonymousLetter.clear();
      else anonymousLetter.write(withLook, 0);
    },
    [resume],
  );
  return (
    <CoverLetterEditor
      mode="anonymous"
      title="Your cover letter"
      initial={initial}
      resumeOptions={null}
      useLinkedResume={useLinkedResume}
      keepLocal={keepLocal}
      {...editorSlots}
    />
  );
}
