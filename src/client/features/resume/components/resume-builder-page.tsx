import { useQuery } from '@tanstack/react-query';
import { Loader2, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { emptyResume, isEmptyResume } from '#shared/resume/resume.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { notify } from '../../../lib/notify.ts';
import { useResume } from '../api/get-resume.ts';
import { startFromLocalCopy } from '../../../lib/document-session/saved-document.ts';
import { anonymousDraft, userDraft } from '../state/draft-storage.ts';
import type { DocumentResumeSource } from '../state/resume-source.ts';
import { sameSnapshot, savedFromApi, type SavedSnapshot } from '../state/snapshot.ts';
import type { AnonymousDraftArrival, EditorState, Session } from '../state/use-resume-session.ts';
import type { BuilderSlots } from './builder-slots.ts';
import { ResumeBuilder } from './resume-builder.tsx';

const LOAD_FAILED_NOTICE = 'Failed to load saved resume data';

/** The auth state the builder needs; the route passes it in (features compose at the route). */
export type BuilderAuth =
  | { status: 'loading'; userId: null }
  | { status: 'signed-out'; userId: null }
  | { status: 'signed-in'; userId: string };

/**
 * /build: picks the session by the auth state. Anonymous visitors edit a draft kept in
 * this browser; for a signed-in user the saved resume is loaded first (resume data is
 * loaded only when a user exists), with any unsaved edits of an earlier
 * visit laid over it.
 */
export function ResumeBuilderPage({ auth, ...slots }: BuilderSlots & { auth: BuilderAuth }) {
  if (auth.status === 'loading') return <LoadingResume />;
  if (auth.status === 'signed-out') return <AnonymousBuilder {...slots} />;
  return <SignedInBuilder key={auth.userId} userId={auth.userId} {...slots} />;
}

export function LoadingResume() {
  return (
    <div
      role="status"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-muted"
    >
      <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden="true" />
      <p>Loading your resume data...</p>
    </div>
  );
}

function emptySaved(): SavedSnapshot {
  return { value: { data: emptyResume(), templateId: null }, version: 0, updatedAt: null };
}

function AnonymousBuilder(slots: BuilderSlots) {
  const [initial] = useState<EditorState>(() => {
    const draft = anonymousDraft.read();
    return {
      current: draft ? draft.value : { data: emptyResume(), templateId: null },
      saved: emptySaved(),
    };
  });
  return <ResumeBuilder session={{ mode: 'anonymous' }} initial={initial} {...slots} />;
}

function SignedInBuilder({ userId, ...slots }: BuilderSlots & { userId: string }) {
  const query = useResume(userId);

  useEffect(() => {
    if (query.isError) {
      notify.error(LOAD_FAILED_NOTICE, query.error.message);
    }
  }, [query.isError, query.error]);

  if (query.isPending) return <LoadingResume />;
  if (query.isError) {
    return (
      <LoadFailed
        text="Your unsaved edits are still kept in this browser. Check your connection and try again."
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <SignedInSession userId={userId} saved={savedFromApi(query.data)} {...slots} />;
}

function LoadFailed({
  text,
  retrying,
  onRetry,
  backToDocuments = false,
}: {
  text: string;
  retrying: boolean;
  onRetry?: () => void;
  backToDocuments?: boolean;
}) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <h1 className="text-lg font-semibold">{LOAD_FAILED_NOTICE}</h1>
        <p className="text-sm text-muted">{text}</p>
        <div className="flex flex-wrap justify-center gap-2">
          {onRetry ? (
            <Button onClick={onRetry} disabled={retrying}>
              <RefreshCw
                className={retrying ? 'h-4 w-4 animate-spin' : 'h-4 w-4'}
                aria-hidden="true"
              />
              Try again
            </Button>
          ) : null}
          {backToDocuments ? (
            <Button asChild variant="outline">
              <Link to="/documents">My Documents</Link>
            </Button>
          ) : null}
        </div>
      </Card>
    </div>
  );
}

function SignedInSession({
  userId,
  saved,
  ...slots
}: BuilderSlots & { userId: string; saved: SavedSnapshot }) {
  const [start] = useState(() => arrive(userId, saved));
  return <ResumeBuilder session={start.session} initial={start.initial} {...slots} />;
}

/**
 * /build/:id: the same builder on a resume other than the default one, loaded and saved
 * through `source` (the documents API, wired in at the route). Signed-in users only (the
 * route sends everyone else to /auth). Unsaved edits are kept in this browser per
 * document; an anonymous draft is never moved into it (it goes to the default resume).
 */
export function DocumentBuilderPage({
  userId,
  source,
  ...slots
}: BuilderSlots & { userId: string; source: DocumentResumeSource }) {
  const query = useQuery({
    queryKey: ['resume-document', userId, source.documentId],
    queryFn: ({ signal }) => source.load(signal),
    gcTime: 0,
    staleTime: 0,
    // A 404 will stay a 404; only a failed connection is worth a second try.
    retry: (count, error) => count < 1 && !(error as { status?: number }).status,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  useEffect(() => {
    if (query.isError) notify.error(LOAD_FAILED_NOTICE, query.error.message);
  }, [query.isError, query.error]);

  if (query.isPending) return <LoadingResume />;
  if (query.isError) {
    const missing = (query.error as { status?: number }).status === 404;
    return (
      <LoadFailed
        text={
          missing
            ? query.error.message
            : 'Your unsaved edits are still kept in this browser. Check your connection and try again.'
        }
        retrying={query.isFetching}
        {...(missing ? {} : { onRetry: () => void query.refetch() })}
        backToDocuments
      />
    );
  }
  return (
    <DocumentSession
      key={source.documentId}
      userId={userId}
      source={source}
      saved={query.data.saved}
      title={query.data.title}
      {...slots}
    />
  );
}

function DocumentSession({
  userId,
  source,
  saved,
  title,
  ...slots
}: BuilderSlots & {
  userId: string;
  source: DocumentResumeSource;
  saved: SavedSnapshot;
  title: string;
}) {
  const [start] = useState(() => {
    const { state, restored } = startFromLocalCopy(
      saved,
      userDraft(userId, source.documentId).read(),
      sameSnapshot,
    );
    const session: Session = {
      mode: 'signed-in',
      userId,
      restored,
      anonymousDraft: { kind: 'none' },
      document: { id: source.documentId, title, save: source.save },
    };
    return { session, initial: state };
  });
  return <ResumeBuilder session={start.session} initial={start.initial} {...slots} />;
}

/**
 * Where a signed-in session starts: the saved resume, or the unsaved edits of an earlier
 * visit laid over it; and what becomes of an anonymous draft of this browser (moved in
 * when the account has no resume, otherwise offered as a choice).
 */
function arrive(userId: string, saved: SavedSnapshot): { session: Session; initial: EditorState } {
  const { state, restored } = startFromLocalCopy(
    saved,
    userDraft(userId, null).read(),
    sameSnapshot,
  );
  let current = state.current;

  const draft = anonymousDraft.read();
  let anonymous: AnonymousDraftArrival = { kind: 'none' };
  if (draft) {
    if (isEmptyResume(draft.value.data) || sameSnapshot(draft.value, current)) {
      anonymous = { kind: 'discard' };
    } else if (saved.version === 0 && !restored) {
      current = draft.value;
      anonymous = { kind: 'adopted' };
    } else {
      anonymous = { kind: 'offer', draft };
    }
  }
  return {
    session: { mode: 'signed-in', userId, restored, anonymousDraft: anonymous },
    initial: { current, saved: state.saved },
  };
}
