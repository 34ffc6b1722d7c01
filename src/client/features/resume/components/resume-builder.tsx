import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useSearchParams } from 'react-router';
import type { PlacedReviewMark } from '#shared/cv-import/cv-review-marks.ts';
import { BUILDER_STEPS, completedSteps } from '#shared/resume/builder-steps.ts';
import {
  isEmptyResume,
  templateIdSchema,
  type Certification,
  type EducationEntry,
  type ExperienceEntry,
  type Language,
  type Link,
  type PersonalInfo,
  type ResumeData,
  type Skill,
} from '#shared/resume/resume.schema.ts';
import type { SampleResume } from '#shared/samples/samples.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { notify } from '../../../lib/notify.ts';
import { anonymousDraft, userDraft, type Draft } from '../state/draft-storage.ts';
import {
  appendEntry,
  moveItem,
  removeEntry,
  replaceEntry,
  restoreEntry,
} from '../state/resume-edits.ts';
import type { SaveResume } from '../state/resume-source.ts';
import { useLeaveGuard } from '../state/use-leave-guard.ts';
import { useResumeEditor, type EditorState } from '../state/use-resume-editor.ts';
import { useResumeSaving } from '../state/use-resume-saving.ts';
import { ReviewMarksProvider, useReviewMarksState } from '../state/review-marks.tsx';
import { BuilderHeader } from './builder-header.tsx';
import { ConflictDialog, DraftChoiceDialog, LeaveDialog } from './builder-dialogs.tsx';
import { EducationStep, educationName } from './education-step.tsx';
import { ExperienceStep, experienceName } from './experience-step.tsx';
import type { AtsKeywordsSlotProps } from './experience-form.tsx';
import { PersonalInfoStep } from './personal-info-step.tsx';
import { ResumePreview } from './resume-preview.tsx';
import { SkillsStep } from './skills-step.tsx';
import { StepNavigation } from './step-navigation.tsx';
import { StepSidebar } from './step-sidebar.tsx';

/** Places later issues fill in; they render nothing until then. */
export interface BuilderSlots {
  /**
   * The Quick Start CV upload card above the personal fields (CV import issue), given the
   * document and a way to replace it (the import and its undo).
   */
  cvImportSlot?: (props: CvImportSlotProps) => ReactNode;
  /** The 'Generate ATS Keywords' control next to the experience description (keywords issue). */
  renderAtsKeywords?: (props: AtsKeywordsSlotProps) => ReactNode;
  /** The 'Target job' panel below the step card; a component, as it jumps between steps. */
  TargetJobPanel?: ComponentType<TargetJobSlotProps>;
  /** Preview and Download in the header (document engine). */
  renderDocumentActions?: (props: DocumentSlotProps) => ReactNode;
  /**
   * The live preview column (document engine): the template rendering of the data, with
   * the template picker. `fallback` is the plain HTML preview to show meanwhile.
   */
  renderPreview?: (
    props: DocumentSlotProps & {
      fallback: ReactNode;
      onTemplateChange: (templateId: string) => void;
    },
  ) => ReactNode;
}

/** What the target-job panel gets: the document, a way to edit it, and the step switch. */
export interface TargetJobSlotProps {
  data: ResumeData;
  onEdit: (recipe: (data: ResumeData) => ResumeData) => void;
  /** Switches to step `step` (1-based) and focuses its heading. */
  onSelectStep: (step: number) => void;
}

/**
 * What the CV import card gets: the document now, and a way to replace it, with the
 * review marks of what the import was unsure of (an undo gives none, and its marks go).
 */
export interface CvImportSlotProps {
  data: ResumeData;
  onReplace: (data: ResumeData, reviewMarks?: readonly PlacedReviewMark[]) => void;
}

/** The document as the document engine's controls need it. */
export interface DocumentSlotProps {
  data: ResumeData;
  templateId: string | null;
  /** Whose document: 'anonymous' or 'user.{id}', for settings kept in this browser. */
  documentKey: string;
}

/** What happened to an anonymous draft of this browser when a signed-in session started. */
export type AnonymousDraftArrival =
  | { kind: 'none' }
  /** Empty, or the same as the account's resume: nothing to keep. */
  | { kind: 'discard' }
  /** The account had no resume: the draft is what is being edited now, to be saved at once. */
  | { kind: 'adopted' }
  /** The account has a resume: the person chooses which to keep. */
  | { kind: 'offer'; draft: Draft };

export type Session =
  | { mode: 'anonymous' }
  | {
      mode: 'signed-in';
      userId: string;
      /** Unsaved edits from an earlier visit were restored from this browser. */
      restored: boolean;
      anonymousDraft: AnonymousDraftArrival;
      /**
       * A resume other than the default one (/build/:id), saved with `save`; absent for
       * the default resume (/build, `PUT /api/resume`).
       */
      document?: { id: string; title: string; save: SaveResume };
    };

/**
 * One editing session of the builder: the document, its saving, the drafts kept in this
 * browser and the guards that keep work from being lost. Mounted once per person
 * (anonymous, or a signed-in user id) with the state to start from.
 */
export function ResumeBuilder({
  session,
  initial,
  cvImportSlot,
  renderAtsKeywords,
  TargetJobPanel,
  renderDocumentActions,
  renderPreview,
}: BuilderSlots & { session: Session; initial: EditorState }) {
  const editor = useResumeEditor(initial);
  const { state, dirty, apply, getState } = editor;
  const signedIn = session.mode === 'signed-in';
  const userId = signedIn ? session.userId : null;
  const doc = signedIn ? (session.document ?? null) : null;
  const documentId = doc?.id ?? null;
  const { save, saving, conflict, clearConflict } = useResumeSaving(editor, doc?.save);
  const [step, setStep] = useState(1);
  const [draftOffer, setDraftOffer] = useState<Draft | null>(() =>
    session.mode === 'signed-in' && session.anonymousDraft.kind === 'offer'
      ? session.anonymousDraft.draft
      : null,
  );
  const guard = useLeaveGuard(signedIn && dirty);
  const reviewMarks = useReviewMarksState(state.current.data);
  const { marks: liveMarks, dismiss: dismissMarks, set: setReviewMarks } = reviewMarks;
  const reviewContext = useMemo(
    () => ({ marks: liveMarks, dismiss: dismissMarks }),
    [liveMarks, dismissMarks],
  );

  // ---- drafts in this browser: written after every change, removed once saved.
  useEffect(() => {
    if (userId === null) {
      if (isEmptyResume(state.current.data) && state.current.templateId === null) {
        anonymousDraft.clear();
      } else {
        anonymousDraft.write(state.current, 0);
      }
    } else if (dirty) {
      userDraft(userId, documentId).write(state.current, state.saved.version);
    } else {
      userDraft(userId, documentId).clear();
    }
  }, [state, dirty, userId, documentId]);

  // ---- on arrival: say what was restored; finish moving an anonymous draft in.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current || session.mode !== 'signed-in') return;
    arrived.current = true;
    if (session.restored) {
      notify.info(
        'Unsaved changes restored',
        'The edits you had not saved yet were kept in this browser. Save them to keep them in your account.',
      );
    }
    const arrival = session.anonymousDraft.kind;
    if (arrival === 'discard' || arrival === 'adopted') anonymousDraft.clear();
    if (arrival === 'adopted') {
      void save({
        successNotice: {
          title: 'Draft moved to your account',
          text: 'The resume you started before signing in is now saved in your account.',
        },
      });
    }
  }, [session, save]);

  // ---- ?template=<id> (gallery) and ?sample=<id> (samples page): applied once, then
  // taken off the address, so a reload or a later template change is not undone.
  const [params, setParams] = useSearchParams();
  const templateParam = params.get('template');
  const sampleParam = params.get('sample');
  const [sampleOffer, setSampleOffer] = useState<SampleResume | null>(null);
  const loadSample = useCallback(
    (sample: SampleResume) => {
      apply({
        type: 'replace-current',
        snapshot: { data: structuredClone(sample.resume), templateId: String(sample.templateId) },
      });
      notify.success('Sample loaded', `${sample.title} is ready to edit. Make it your own.`);
    },
    [apply],
  );
  useEffect(() => {
    if (templateParam === null) return;
    const parsed = templateIdSchema.safeParse(templateParam);
    if (parsed.success && getState().current.templateId !== parsed.data) {
      apply({ type: 'set-template', templateId: parsed.data });
    }
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('template');
        return next;
      },
      { replace: true },
    );
  }, [templateParam, apply, getState, setParams]);

  useEffect(() => {
    if (sampleParam === null) return;
    let active = true;
    // The samples are full resumes: loaded only when one is asked for.
    void import('#shared/samples/samples.ts').then(({ SAMPLE_RESUMES }) => {
      if (!active) return;
      const sample = SAMPLE_RESUMES.find((s) => s.id === sampleParam);
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('sample');
          return next;
        },
        { replace: true },
      );
      if (!sample) return;
      // Work is never replaced without asking.
      if (isEmptyResume(getState().current.data)) loadSample(sample);
      else setSampleOffer(sample);
    });
    return () => {
      active = false;
    };
  }, [sampleParam, getState, setParams, loadSample]);

  // ---- edits
  const setPersonal = useCallback(
    (field: Exclude<keyof PersonalInfo, 'links'>, value: string) =>
      apply({
        type: 'edit',
        recipe: (d) => ({ ...d, personalInfo: { ...d.personalInfo, [field]: value } }),
      }),
    [apply],
  );
  const setLinks = useCallback(
    (links: Link[]) =>
      apply({
        type: 'edit',
        recipe: (d) => ({ ...d, personalInfo: { ...d.personalInfo, links } }),
      }),
    [apply],
  );

  /** Adding appends and saves at once (when a user can save). */
  const addExperience = (entry: ExperienceEntry) => {
    apply({ type: 'edit', recipe: (d) => appendEntry(d, 'experience', entry) });
    if (signedIn) void save();
  };
  /** Editing replaces the entry with the same id and does not save. */
  const updateExperience = (entry: ExperienceEntry) =>
    apply({ type: 'edit', recipe: (d) => replaceEntry(d, 'experience', entry) });
  /** Deleting removes the entry, does not save, and offers Undo. */
  const deleteExperience = (entry: ExperienceEntry) => {
    const { removed, index } = removeEntry(getState().current.data, 'experience', entry.id);
    if (!removed) return;
    apply({ type: 'edit', recipe: (d) => removeEntry(d, 'experience', entry.id).data });
    notify.info('Experience deleted', `${experienceName(removed)} was removed.`, {
      label: 'Undo',
      onClick: () =>
        apply({ type: 'edit', recipe: (d) => restoreEntry(d, 'experience', removed, index) }),
    });
  };
  const moveExperience = (from: number, to: number) =>
    apply({
      type: 'edit',
      recipe: (d) => ({ ...d, experience: moveItem(d.experience, from, to) }),
    });

  const addEducation = (entry: EducationEntry) => {
    apply({ type: 'edit', recipe: (d) => appendEntry(d, 'education', entry) });
    if (signedIn) void save();
  };
  const updateEducation = (entry: EducationEntry) =>
    apply({ type: 'edit', recipe: (d) => replaceEntry(d, 'education', entry) });
  const deleteEducation = (entry: EducationEntry) => {
    const { removed, index } = removeEntry(getState().current.data, 'education', entry.id);
    if (!removed) return;
    apply({ type: 'edit', recipe: (d) => removeEntry(d, 'education', entry.id).data });
    notify.info('Education deleted', `${educationName(removed)} was removed.`, {
      label: 'Undo',
      onClick: () =>
        apply({ type: 'edit', recipe: (d) => restoreEntry(d, 'education', removed, index) }),
    });
  };
  const moveEducation = (from: number, to: number) =>
    apply({ type: 'edit', recipe: (d) => ({ ...d, education: moveItem(d.education, from, to) }) });

  const setSkills = (skills: Skill[]) => apply({ type: 'edit', recipe: (d) => ({ ...d, skills }) });
  const setLanguages = (languages: Language[]) =>
    apply({ type: 'edit', recipe: (d) => ({ ...d, languages }) });
  const setCertifications = (certifications: Certification[]) =>
    apply({ type: 'edit', recipe: (d) => ({ ...d, certifications }) });

  // ---- steps: moving to another step puts keyboard and screen-reader focus on its heading.
  const stepChanged = useRef(false);
  const selectStep = (next: number) => {
    stepChanged.current = true;
    setStep(Math.min(Math.max(next, 1), BUILDER_STEPS.length));
  };
  useEffect(() => {
    if (!stepChanged.current) return;
    stepChanged.current = false;
    const id = `step-${BUILDER_STEPS[step - 1]?.id ?? 'personal'}`;
    document.getElementById(id)?.focus({ preventScroll: false });
  }, [step]);

  const data = state.current.data;
  const completed = completedSteps(data);
  const documentProps: DocumentSlotProps = {
    data,
    templateId: state.current.templateId,
    documentKey:
      userId === null
        ? 'anonymous'
        : documentId === null
          ? `user.${userId}`
          : `user.${userId}.doc.${documentId}`,
  };
  const fallbackPreview = <ResumePreview data={data} />;

  const page = (
    <div className="min-h-full bg-slate-50 pb-12">
      <BuilderHeader
        signedIn={signedIn}
        dirty={dirty}
        saving={saving}
        hasSaved={state.saved.version > 0}
        onSave={() => void save()}
        actions={renderDocumentActions?.(documentProps)}
        documentTitle={doc?.title}
      />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[13rem_minmax(0,1fr)] xl:grid-cols-[13rem_minmax(0,1fr)_24rem]">
        <div className="lg:sticky lg:top-20 lg:self-start">
          <StepSidebar current={step} completed={completed} onSelect={selectStep} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <Card className="flex min-w-0 flex-col gap-6 p-4 sm:p-6">
            {step === 1 ? (
              <PersonalInfoStep
                info={data.personalInfo}
                onChange={setPersonal}
                onLinksChange={setLinks}
                cvImportSlot={cvImportSlot?.({
                  data,
                  onReplace: (next, marks = []) => {
                    apply({ type: 'edit', recipe: () => next });
                    setReviewMarks(marks);
                  },
                })}
              />
            ) : step === 2 ? (
              <ExperienceStep
                entries={data.experience}
                onAdd={addExperience}
                onUpdate={updateExperience}
                onDelete={deleteExperience}
                onMove={moveExperience}
                renderAtsKeywords={renderAtsKeywords}
              />
            ) : step === 3 ? (
              <EducationStep
                entries={data.education}
                onAdd={addEducation}
                onUpdate={updateEducation}
                onDelete={deleteEducation}
                onMove={moveEducation}
              />
            ) : (
              <SkillsStep
                skills={data.skills}
                languages={data.languages}
                certifications={data.certifications}
                onSkillsChange={setSkills}
                onLanguagesChange={setLanguages}
                onCertificationsChange={setCertifications}
              />
            )}
            <StepNavigation current={step} onSelect={selectStep} />
          </Card>
          {TargetJobPanel ? (
            <TargetJobPanel
              data={data}
              onEdit={(recipe) => apply({ type: 'edit', recipe })}
              onSelectStep={selectStep}
            />
          ) : null}
        </div>
        <aside
          aria-labelledby="preview-heading"
          className="min-w-0 lg:col-start-2 xl:sticky xl:top-20 xl:col-start-3 xl:max-h-[calc(100vh-6rem)] xl:self-start xl:overflow-y-auto"
        >
          <h2 id="preview-heading" className="mb-3 text-sm font-semibold text-muted">
            Live Preview
          </h2>
          {renderPreview
            ? renderPreview({
                ...documentProps,
                fallback: fallbackPreview,
                onTemplateChange: (templateId) => apply({ type: 'set-template', templateId }),
              })
            : fallbackPreview}
        </aside>
      </div>

      <LeaveDialog open={guard.pending} onStay={guard.stay} onLeave={guard.leave} />
      {conflict ? (
        <ConflictDialog
          open
          mine={data}
          saved={conflict.data}
          savedAt={conflict.updatedAt}
          onClose={clearConflict}
          onKeepMine={() => {
            clearConflict();
            void save({ overVersion: conflict.version });
          }}
          onLoadSaved={() => {
            clearConflict();
            apply({ type: 'load', saved: conflict });
          }}
        />
      ) : null}
      {sampleOffer ? (
        <Dialog open onOpenChange={(open) => !open && setSampleOffer(null)}>
          <DialogContent
            title="Replace your resume with this sample?"
            description={`Everything you have entered will be replaced by the ${sampleOffer.title} sample and its template.${signedIn ? ' Your saved resume stays as it is until you save.' : ''}`}
            className="max-w-md"
          >
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline">Keep my resume</Button>
              </DialogClose>
              <Button
                onClick={() => {
                  loadSample(sampleOffer);
                  setSampleOffer(null);
                }}
              >
                Replace with sample
              </Button>
            </div>
          </DialogContent>
        </Dialog>
      ) : null}
      {draftOffer ? (
        <DraftChoiceDialog
          open
          draft={draftOffer.value.data}
          draftSavedAt={draftOffer.savedAt}
          saved={state.saved.data}
          savedAt={state.saved.updatedAt}
          onClose={() => setDraftOffer(null)}
          onKeepSaved={() => {
            anonymousDraft.clear();
            setDraftOffer(null);
          }}
          onKeepDraft={() => {
            apply({
              type: 'replace-current',
              snapshot: draftOffer.value,
            });
            anonymousDraft.clear();
            setDraftOffer(null);
            void save({
              successNotice: {
                title: 'Draft moved to your account',
                text: 'The resume you started before signing in replaced the saved one.',
              },
            });
          }}
        />
      ) : null}
    </div>
  );
  // Review marks (an import's) reach the fields of every step from here.
  return <ReviewMarksProvider value={reviewContext}>{page}</ReviewMarksProvider>;
}
