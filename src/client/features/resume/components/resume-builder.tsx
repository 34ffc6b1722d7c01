import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BUILDER_STEPS, completedSteps } from '#shared/resume/builder-steps.ts';
import type {
  Certification,
  Language,
  Link,
  PersonalInfo,
  Skill,
} from '#shared/resume/resume.schema.ts';
import { Card } from '../../../components/ui/card.tsx';
import { SessionDialogs } from '../../../lib/document-session/session-dialogs.tsx';
import { entryEdits } from '../state/entry-edits.ts';
import { ReviewMarksProvider, useReviewMarksState } from '../state/review-marks.tsx';
import type { Snapshot } from '../state/snapshot.ts';
import { useBuilderUrlParams } from '../state/use-builder-url-params.ts';
import { useResumeSession, type EditorState, type Session } from '../state/use-resume-session.ts';
import { BuilderHeader } from './builder-header.tsx';
import type { BuilderSlots, DocumentSlotProps } from './builder-slots.ts';
import { EducationStep, educationName } from './education-step.tsx';
import { ExperienceStep, experienceName } from './experience-step.tsx';
import { PersonalInfoStep } from './personal-info-step.tsx';
import { ResumePreview } from './resume-preview.tsx';
import { SampleOfferDialog } from './sample-offer-dialog.tsx';
import { SkillsStep } from './skills-step.tsx';
import { StepNavigation } from './step-navigation.tsx';
import { StepSidebar } from './step-sidebar.tsx';

/**
 * One editing session of the builder: the steps, the preview and the slots other features
 * fill, over the document session (saving, the drafts kept in this browser and the guards
 * that keep work from being lost). Mounted once per person (anonymous, or a signed-in user
 * id) with the state to start from.
 */
export function ResumeBuilder({
  session: start,
  initial,
  cvImportSlot,
  renderAtsKeywords,
  TargetJobPanel,
  renderDocumentActions,
  renderPreview,
}: BuilderSlots & { session: Session; initial: EditorState }) {
  const session = useResumeSession(start, initial);
  const { current, dirty, edit, editData, setTemplate, getState, save, signedIn } = session;
  const userId = start.mode === 'signed-in' ? start.userId : null;
  const documentId = session.document?.id ?? null;
  const [step, setStep] = useState(1);
  const reviewMarks = useReviewMarksState(current.data);
  const { marks: liveMarks, dismiss: dismissMarks, set: setReviewMarks } = reviewMarks;
  const reviewContext = useMemo(
    () => ({ marks: liveMarks, dismiss: dismissMarks }),
    [liveMarks, dismissMarks],
  );

  const urlParams = useBuilderUrlParams({
    getCurrent: useCallback(() => getState().current, [getState]),
    replace: useCallback((snapshot: Snapshot) => edit(() => snapshot), [edit]),
    setTemplate,
  });

  // ---- edits
  const setPersonal = useCallback(
    (field: Exclude<keyof PersonalInfo, 'links'>, value: string) =>
      editData((d) => ({ ...d, personalInfo: { ...d.personalInfo, [field]: value } })),
    [editData],
  );
  const setLinks = useCallback(
    (links: Link[]) => editData((d) => ({ ...d, personalInfo: { ...d.personalInfo, links } })),
    [editData],
  );
  const sectionDeps = {
    editData,
    getData: () => getState().current.data,
    saveNow: signedIn ? () => void save() : null,
  };
  const experienceEdits = entryEdits('experience', {
    ...sectionDeps,
    deletedTitle: 'Experience deleted',
    name: experienceName,
  });
  const educationEdits = entryEdits('education', {
    ...sectionDeps,
    deletedTitle: 'Education deleted',
    name: educationName,
  });
  const setSkills = (skills: Skill[]) => editData((d) => ({ ...d, skills }));
  const setLanguages = (languages: Language[]) => editData((d) => ({ ...d, languages }));
  const setCertifications = (certifications: Certification[]) =>
    editData((d) => ({ ...d, certifications }));

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

  const data = current.data;
  const completed = completedSteps(data);
  const documentProps: DocumentSlotProps = {
    data,
    templateId: current.templateId,
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
        saving={session.saving}
        hasSaved={session.saved.version > 0}
        onSave={() => void save()}
        actions={renderDocumentActions?.(documentProps)}
        documentTitle={session.document?.title}
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
                    editData(() => next);
                    setReviewMarks(marks);
                  },
                })}
              />
            ) : step === 2 ? (
              <ExperienceStep
                entries={data.experience}
                {...experienceEdits}
                renderAtsKeywords={renderAtsKeywords}
              />
            ) : step === 3 ? (
              <EducationStep entries={data.education} {...educationEdits} />
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
            <TargetJobPanel data={data} onEdit={editData} onSelectStep={selectStep} />
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
                onTemplateChange: setTemplate,
              })
            : fallbackPreview}
        </aside>
      </div>

      <SessionDialogs session={session} />
      {urlParams.sampleOffer ? (
        <SampleOfferDialog
          sample={urlParams.sampleOffer}
          signedIn={signedIn}
          onReplace={urlParams.acceptSample}
          onKeep={urlParams.dismissSample}
        />
      ) : null}
    </div>
  );
  // Review marks (an import's) reach the fields of every step from here.
  return <ReviewMarksProvider value={reviewContext}>{page}</ReviewMarksProvider>;
}
