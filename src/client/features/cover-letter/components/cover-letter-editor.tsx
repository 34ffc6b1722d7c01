import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { hasLetterText, type CoverLetterTone } from '#shared/cover-letter/cover-letter.schema.ts';
import { checkLetter } from '#shared/cover-letter/letter-checks.ts';
import { prefillFromResume, senderFromResume } from '#shared/cover-letter/letter-edits.ts';
import { removeSentence } from '#shared/cover-letter/trace-match.ts';
import type { TargetJob } from '#shared/resume/resume.schema.ts';
import { SessionDialogs } from '../../../lib/document-session/session-dialogs.tsx';
import { useSaveShortcut } from '../../../lib/document-session/use-save-shortcut.ts';
import { jobKeywordsQuery } from '../../ats-keywords/keywords-api.ts';
import { useDraftFromResume } from '../state/use-draft-from-resume.ts';
import { useLetterSession, type LetterSessionStart } from '../state/use-letter-session.ts';
import { DraftPanel } from './draft-panel.tsx';
import { LetterChecksPanel } from './letter-checks-panel.tsx';
import { LetterTextSection, RecipientSection, Section, SenderSection } from './letter-form.tsx';
import { LetterHeader } from './letter-header.tsx';
import { LetterHtml } from './letter-html.tsx';
import type { LetterSlotProps, LetterSlots, LinkedResume, ResumeOption } from './letter-slots.ts';
import { LinkedResumePicker } from './linked-resume-picker.tsx';
import { SentenceSources } from './sentence-sources.tsx';

export interface CoverLetterEditorProps extends LetterSlots {
  mode: 'signed-in' | 'anonymous';
  /** The letter's document id (signed in). */
  documentId?: string;
  title: string;
  session: LetterSessionStart;
  /** The resumes to link (signed-in); null for the anonymous letter (the browser's resume). */
  resumeOptions: ResumeOption[] | null;
  useLinkedResume: (resumeId: string | null) => LinkedResume;
}

/** A resume without a target job: no keywords to read, so the query stays off. */
const NO_TARGET_JOB: TargetJob = { title: '', company: '', description: '' };

/**
 * The cover letter editor: every field of the letter, the linked resume,
 * 'Draft from my resume' with a tone, the live preview in the resume's look, the
 * downloads and the application pack, the checks, and where each drafted sentence comes
 * from, over the document session: signed-in letters save with versions (409 → the
 * person chooses) and ask before leaving with unsaved changes; the anonymous letter lives
 * in this browser.
 */
export function CoverLetterEditor(props: CoverLetterEditorProps) {
  const { mode, useLinkedResume } = props;
  const session = useLetterSession(props.session);
  const { current, dirty, edit, getState, canSave, save, saving } = session;
  const linked = useLinkedResume(current.resumeId);
  const resume = linked.status === 'ready' ? linked.data : null;
  const [tone, setTone] = useState<CoverLetterTone>(current.tone);
  const { drafting, runDraft } = useDraftFromResume({
    resume,
    tone,
    getLetter: () => getState().current,
    edit,
  });
  useSaveShortcut(session);

  // Fill what is empty from the linked resume once it is known (never what was typed).
  useEffect(() => {
    if (linked.status === 'ready' || linked.status === 'none')
      edit((letter) => prefillFromResume(letter, linked.data, new Date()));
  }, [linked.status, linked.data, edit]);

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

  const slot: LetterSlotProps = {
    letter: current,
    templateId:
      linked.status === 'ready' ? (linked.templateId ?? current.templateId) : current.templateId,
    documentKey: linked.documentKey,
    resume,
  };

  return (
    <div className="min-h-full bg-slate-50 pb-12">
      <LetterHeader
        mode={mode}
        title={props.title}
        dirty={dirty}
        saving={saving}
        onSave={canSave ? () => void save() : null}
        actions={props.renderActions(slot)}
      />

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
          {props.documentId && props.renderHistory
            ? props.renderHistory({
                documentId: props.documentId,
                savedVersion: session.saved.version,
                getSavedVersion: () => getState().saved.version,
                dirty,
                save: () => save(),
                onRestored: session.load,
              })
            : null}
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

      <SessionDialogs session={session} />
    </div>
  );
}
