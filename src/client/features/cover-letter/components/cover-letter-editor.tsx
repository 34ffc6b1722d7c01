import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Check, Loader2, Save } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  hasLetterText,
  type CoverLetterData,
  type CoverLetterTone,
} from '#shared/cover-letter/cover-letter.schema.ts';
import { DRAFT_NOTICES, flaggedNotice } from '#shared/cover-letter/draft.schema.ts';
import { checkLetter } from '#shared/cover-letter/letter-checks.ts';
import {
  applyDraft,
  prefillFromResume,
  senderFromResume,
} from '#shared/cover-letter/letter-edits.ts';
import { liveTrace, removeSentence } from '#shared/cover-letter/trace-match.ts';
import { resumeToApi } from '#shared/resume/resume-api.ts';
import type { ResumeData, TargetJob } from '#shared/resume/resume.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { NativeSelect } from '../../../components/ui/input.tsx';
import { notify } from '../../../lib/notify.ts';
import { jobKeywordsQuery } from '../../ats-keywords/keywords-api.ts';
import { draftCoverLetter, draftFailureNotice } from '../api/cover-letter-api.ts';
import {
  LetterConflictError,
  useLetterEditor,
  type LetterEditorState,
  type SaveLetter,
  type SavedLetter,
} from '../state/use-letter-editor.ts';
import { DraftPanel } from './draft-panel.tsx';
import { LetterChecksPanel } from './letter-checks-panel.tsx';
import { fieldId } from './letter-field.tsx';
import { LetterTextSection, RecipientSection, Section, SenderSection } from './letter-form.tsx';
import { LetterHtml } from './letter-html.tsx';
import { SentenceSources } from './sentence-sources.tsx';

export const LETTER_SAVE_NOTICES = {
  success: 'Cover letter saved',
  failure: 'Failed to save the cover letter',
} as const;

/** The resume a letter goes with, as the route loads it. */
export interface LinkedResume {
  status: 'none' | 'loading' | 'ready' | 'error';
  data: ResumeData | null;
  /** Its template (the letter's look). */
  templateId: string | null;
  /** Its per-document key in this browser (the page size is shared with it). */
  documentKey: string;
  /** Where to edit it. */
  href: string | null;
}

export interface ResumeOption {
  id: string;
  title: string;
  isDefault: boolean;
}

/** What the export feature's controls receive (composed at the route). */
export interface LetterSlotProps {
  letter: CoverLetterData;
  templateId: string | null;
  documentKey: string;
  resume: ResumeData | null;
}

export interface CoverLetterEditorProps {
  mode: 'signed-in' | 'anonymous';
  title: string;
  initial: LetterEditorState;
  /** Unsaved edits of an earlier visit were restored from this browser. */
  restored?: boolean;
  /** Signed-in: saves with the version (throws LetterConflictError on 409). */
  save?: SaveLetter;
  /** Keeps the letter in this browser after every change (anonymous letter, unsaved edits). */
  keepLocal: (state: { letter: CoverLetterData; baseVersion: number; dirty: boolean }) => void;
  /** The resumes to link (signed-in); null for the anonymous letter (the browser's resume). */
  resumeOptions: ResumeOption[] | null;
  useLinkedResume: (resumeId: string | null) => LinkedResume;
  renderPreview: (props: LetterSlotProps & { fallback: ReactNode }) => ReactNode;
  renderActions: (props: LetterSlotProps) => ReactNode;
}

/** A resume without a target job: no keywords to read, so the query stays off. */
const NO_TARGET_JOB: TargetJob = { title: '', company: '', description: '' };

/**
 * The cover letter editor: every field of the letter, the linked resume,
 * 'Draft from my resume' with a tone, the live preview in the resume's look, the
 * downloads and the application pack, the checks, and where each drafted sentence comes
 * from. Signed-in letters save with versions (409 → the person chooses); the anonymous
 * letter lives in this browser.
 */
export function CoverLetterEditor(props: CoverLetterEditorProps) {
  const { mode, save, keepLocal, useLinkedResume } = props;
  const editor = useLetterEditor(props.initial);
  const { current, saved, dirty, edit, markSaved, loadSaved, getState } = editor;
  const linked = useLinkedResume(current.resumeId);
  const resume = linked.status === 'ready' ? linked.data : null;
  const [tone, setTone] = useState<CoverLetterTone>(current.tone);
  const [drafting, setDrafting] = useState(false);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<SavedLetter | null>(null);

  // Fill what is empty from the linked resume once it is known (never what was typed).
  useEffect(() => {
    if (linked.status === 'ready' || linked.status === 'none')
      edit((letter) => prefillFromResume(letter, linked.data, new Date()));
  }, [linked.status, linked.data, edit]);

  // The letter stays in this browser after every change.
  useEffect(() => {
    keepLocal({ letter: current, baseVersion: saved.version, dirty });
  }, [current, saved.version, dirty, keepLocal]);

  useEffect(() => {
    if (props.restored)
      notify.info('Unsaved changes restored', 'Your last edits were kept in this browser.');
  }, [props.restored]);

  // Closing the tab with unsaved changes asks first (they are kept in this browser anyway).
  useEffect(() => {
    if (mode !== 'signed-in' || !dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [mode, dirty]);

  const doSave = useCallback(
    async (overVersion?: number) => {
      if (!save) return;
      setSaving(true);
      const { current: letter, saved: base } = getState();
      // Only the trace of sentences still in the letter is kept.
      const toSave = { ...letter, trace: liveTrace(letter.paragraphs, letter.trace) };
      if (toSave.trace.length !== letter.trace.length) edit(() => toSave);
      try {
        const result = await save(toSave, overVersion ?? base.version);
        markSaved(toSave, result.version, result.updatedAt);
        notify.success(LETTER_SAVE_NOTICES.success);
      } catch (error) {
        if (error instanceof LetterConflictError) setConflict(error.current);
        else
          notify.error(
            LETTER_SAVE_NOTICES.failure,
            error instanceof Error ? error.message : 'Please try again.',
          );
      } finally {
        setSaving(false);
      }
    },
    [save, getState, edit, markSaved],
  );

  useEffect(() => {
    if (!save) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        // Like the Save button: nothing to save while nothing changed or a save runs.
        if (dirty && !saving) void doSave();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save, doSave, dirty, saving]);

  const keywords = useQuery(jobKeywordsQuery(resume?.targetJob ?? NO_TARGET_JOB));
  const checks = useMemo(
    () =>
      checkLetter({
        letter: current,
        ...(resume ? { resume } : {}),
        ...(keywords.data ? { keywords: keywords.data } : {}),
      }),
    [current, resume, keywords.data],
  );

  const canDraft = resume !== null;
  const cannotDraftReason =
    linked.status === 'loading'
      ? 'Loading the linked resume...'
      : mode === 'anonymous'
        ? 'Start your resume in the builder first: the draft is written from it.'
        : 'Link a resume above: the draft is written from it.';

  const runDraft = async () => {
    if (!resume) return;
    setDrafting(true);
    try {
      const { current: letter } = getState();
      const draft = await draftCoverLetter({
        resume: resumeToApi(resume),
        tone,
        recipientName: letter.recipient.name.trim(),
        role: letter.role.trim(),
        company: letter.recipient.company.trim(),
      });
      edit((l) => prefillFromResume(applyDraft(l, draft, tone), resume, new Date()));
      const flagged = draft.trace.filter((s) => s.flagged).length;
      if (flagged > 0) notify.warning(DRAFT_NOTICES.drafted, flaggedNotice(flagged));
      else
        notify.success(
          DRAFT_NOTICES.drafted,
          'Written from your resume. Each sentence lists its sources beside the letter.',
        );
    } catch (error) {
      const notice = draftFailureNotice(error);
      notify.error(notice.title, notice.text);
    } finally {
      setDrafting(false);
    }
  };

  const slot: LetterSlotProps = {
    letter: current,
    templateId:
      linked.status === 'ready' ? (linked.templateId ?? current.templateId) : current.templateId,
    documentKey: linked.documentKey,
    resume,
  };

  return (
    <div className="min-h-full bg-slate-50 pb-12">
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="min-w-0">
            <Link
              to={mode === 'anonymous' ? '/build' : '/documents'}
              className="inline-flex items-center gap-1 text-xs font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              <ArrowLeft className="h-3.5 w-3.5" aria-hidden="true" />
              {mode === 'anonymous' ? 'Resume Builder' : 'My Documents'}
            </Link>
            <h1 className="truncate text-xl font-semibold">
              <span className="sr-only">Cover letter: </span>
              {props.title}
            </h1>
            <p className="text-sm text-muted" role="status" data-testid="letter-save-status">
              {mode === 'anonymous' ? (
                <>
                  Kept in this browser.{' '}
                  <Link
                    to="/auth"
                    className="font-medium text-brand-700 underline-offset-2 hover:underline"
                  >
                    Sign up
                  </Link>{' '}
                  to keep it in your account.
                </>
              ) : saving ? (
                'Saving...'
              ) : dirty ? (
                'Unsaved changes (kept in this browser)'
              ) : (
                <span className="inline-flex items-center gap-1">
                  <Check className="h-4 w-4 text-emerald-700" aria-hidden="true" />
                  All changes saved
                </span>
              )}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {props.renderActions(slot)}
            {save ? (
              <Button
                size="sm"
                onClick={() => void doSave()}
                disabled={!dirty || saving}
                aria-busy={saving}
              >
                {saving ? (
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
                ) : (
                  <Save className="h-4 w-4" aria-hidden="true" />
                )}
                Save
              </Button>
            ) : null}
          </div>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-5">
          <Section
            title="Resume and draft"
            description="The letter takes its look and its target job from the resume it goes with."
          >
            <LinkedResumePicker
              options={props.resumeOptions}
              value={current.resumeId}
              linked={linked}
              onChange={(resumeId) => edit((l) => ({ ...l, resumeId }))}
            />
            <DraftPanel
              tone={tone}
              onToneChange={setTone}
              hasText={hasLetterText(current)}
              canDraft={canDraft}
              cannotDraftReason={cannotDraftReason}
              busy={drafting}
              onDraft={() => void runDraft()}
            />
          </Section>
          <SenderSection
            sender={current.sender}
            edit={edit}
            onFillFromResume={
              resume ? () => edit((l) => ({ ...l, sender: senderFromResume(resume) })) : undefined
            }
          />
          <RecipientSection recipient={current.recipient} edit={edit} />
          <LetterTextSection letter={current} edit={edit} />
        </div>
        <aside className="flex min-w-0 flex-col gap-5 lg:sticky lg:top-4 lg:self-start">
          <h2 className="sr-only">Preview and checks</h2>
          {props.renderPreview({ ...slot, fallback: <LetterHtml letter={current} /> })}
          <LetterChecksPanel checks={checks} />
          <SentenceSources
            letter={current}
            resume={resume}
            onRemoveSentence={(paragraph, sentence) =>
              edit((l) => ({
                ...l,
                paragraphs: l.paragraphs
                  .map((p, i) => (i === paragraph ? removeSentence(p, sentence) : p))
                  .filter((p, i) => i !== paragraph || p.trim() !== ''),
              }))
            }
          />
        </aside>
      </div>

      <LetterConflictDialog
        conflict={conflict}
        mine={current}
        onKeepMine={() => {
          const version = conflict?.version;
          setConflict(null);
          void doSave(version);
        }}
        onLoadSaved={() => {
          if (conflict) loadSaved(conflict);
          setConflict(null);
        }}
        onClose={() => setConflict(null)}
      />
    </div>
  );
}

function LinkedResumePicker({
  options,
  value,
  linked,
  onChange,
}: {
  options: ResumeOption[] | null;
  value: string | null;
  linked: LinkedResume;
  onChange: (resumeId: string | null) => void;
}) {
  const status =
    linked.status === 'loading' ? (
      <span className="inline-flex items-center gap-1.5">
        <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden="true" /> Loading the resume...
      </span>
    ) : linked.status === 'error' ? (
      'The linked resume could not be loaded. Its look and facts are not used.'
    ) : linked.status === 'ready' && linked.data?.targetJob?.title ? (
      `Target job: ${linked.data.targetJob.title}${linked.data.targetJob.company ? ` at ${linked.data.targetJob.company}` : ''}`
    ) : linked.status === 'ready' ? (
      'This resume has no target job yet: add one in the builder to check keywords.'
    ) : null;
  const editLink = linked.href ? (
    <Link
      to={linked.href}
      className="font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      Edit the resume
    </Link>
  ) : null;

  if (options === null) {
    return (
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
        <p className="font-medium">The resume in this browser</p>
        <p className="text-muted" role="status">
          {linked.status === 'none'
            ? 'No resume yet. Start one in the builder; the letter then takes its look and facts.'
            : status}
        </p>
        <p className="mt-1">{editLink}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={fieldId('resumeId')} className="text-sm font-medium text-ink">
        Resume it goes with
      </label>
      <NativeSelect
        id={fieldId('resumeId')}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
      >
        <option value="">No resume</option>
        {options.map((r) => (
          <option key={r.id} value={r.id}>
            {r.title}
            {r.isDefault ? ' (main resume)' : ''}
          </option>
        ))}
      </NativeSelect>
      <p className="text-xs text-muted" role="status">
        {status} {editLink}
      </p>
    </div>
  );
}

function describe(letter: CoverLetterData): string {
  const words = [letter.greeting, ...letter.paragraphs, letter.closing]
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return `${letter.role.trim() || 'No role'} · ${words} word${words === 1 ? '' : 's'}`;
}

function LetterConflictDialog({
  conflict,
  mine,
  onKeepMine,
  onLoadSaved,
  onClose,
}: {
  conflict: SavedLetter | null;
  mine: CoverLetterData;
  onKeepMine: () => void;
  onLoadSaved: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={conflict !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title="Your letter was changed somewhere else"
        description="It was saved from another tab or device after you started editing here. Choose which version to keep."
        className="max-w-lg"
      >
        {conflict ? (
          <div className="flex flex-col gap-3">
            <Card className="p-3 shadow-none">
              <p className="text-sm font-semibold">Your version (this tab)</p>
              <p className="text-sm text-muted">{describe(mine)}</p>
            </Card>
            <Card className="p-3 shadow-none">
              <p className="text-sm font-semibold">The saved version</p>
              <p className="text-sm text-muted">{describe(conflict.letter)}</p>
              {conflict.updatedAt ? (
                <p className="mt-1 text-xs text-muted">
                  Saved{' '}
                  {new Date(conflict.updatedAt).toLocaleString(undefined, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </p>
              ) : null}
            </Card>
          </div>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onLoadSaved}>
            Load the saved one
          </Button>
          <Button onClick={onKeepMine}>Keep mine and overwrite</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
