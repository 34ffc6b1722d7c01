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
import { sectionLens } from '../state/resume-edits.ts';
import { ReviewMarksProvider, useReviewMarksState } from '../state/review-marks.tsx';
import type { Snapshot } from '../state/snapshot.ts';
import { useBuilderUrlParams } from '../state/use-builder-url-params.ts';
import { useOptionalSections } from '../state/use-optional-sections.ts';
import { useResumeSession, type EditorState, type Session } from '../state/use-resume-session.ts';
import { BuilderHeader } from './builder-header.tsx';
import type { BuilderSlots, BuilderView, DocumentSlotProps } from './builder-slots.ts';
import { EducationStep, educationName } from './education-step.tsx';
import { ExperienceStep, experienceName } from './experience-step.tsx';
import { HISTORY_PANEL, MoreSectionView, PANELS } from './more-section-view.tsx';
import { MoreSectionsNav } from './more-sections-nav.tsx';
import { PersonalInfoStep } from './personal-info-step.tsx';
import { ResumePreview } from './resume-preview.tsx';
import { SampleOfferDialog } from './sample-offer-dialog.tsx';
import { SkillsStep } from './skills-step.tsx';
import { StepNavigation } from './step-navigation.tsx';
import { StepSidebar } from './step-sidebar.tsx';

/**
 * The page's grid. A phone stacks the steps, the form and the preview; from 1024 px the steps
 * are a column beside the form, the preview under it; from 1280 px the preview takes half
 * the width, so the document reads at a size near print, and the steps sit over the form.
 */
const BUILDER_GRID =
  'mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[13rem_minmax(0,1fr)] xl:max-w-none xl:grid-cols-[minmax(0,1fr)_52vw] xl:grid-rows-[auto_1fr]';

/** The step that edits a section every resume has (the Sections panel opens them). */
const CORE_SECTION_STEPS: Readonly<Record<string, number>> = {
  summary: 1,
  experience: 2,
  education: 3,
  skills: 4,
  languages: 4,
  certifications: 4,
};

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
  renderHistory,
}: BuilderSlots & { session: Session; initial: EditorState }) {
  const session = useResumeSession(start, initial);
  const { current, dirty, edit, editData, setTemplate, getState, save, signedIn } = session;
  const panels = renderHistory ? [...PANELS, HISTORY_PANEL] : PANELS;
  const userId = start.mode === 'signed-in' ? start.userId : null;
  const documentId = session.document?.id ?? null;
  const [view, setView] = useState<BuilderView>({ kind: 'step', step: 1 });
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
  const experienceEdits = entryEdits(sectionLens('experience'), {
    ...sectionDeps,
    deletedTitle: 'Experience deleted',
    name: experienceName,
    datesOf: (e) => ({ ...e, current: e.isCurrentJob }),
  });
  const educationEdits = entryEdits(sectionLens('education'), {
    ...sectionDeps,
    deletedTitle: 'Education deleted',
    name: educationName,
    datesOf: (e) => ({ ...e, current: e.isCurrent }),
  });
  const setSkills = (skills: Skill[]) => editData((d) => ({ ...d, skills }));
  const setLanguages = (languages: Language[]) => editData((d) => ({ ...d, languages }));
  const setCertifications = (certifications: Certification[]) =>
    editData((d) => ({ ...d, certifications }));

  const data = current.data;
  const optional = useOptionalSections(data, sectionDeps);

  // ---- steps and 'More sections': opening one puts keyboard and screen-reader focus on its
  // heading (a lazily loaded editor's once it is there: MoreSectionView).
  const stepChanged = useRef(false);
  const [moreOpened, setMoreOpened] = useState(0);
  const selectStep = (next: number) => {
    stepChanged.current = true;
    setView({ kind: 'step', step: Math.min(Math.max(next, 1), BUILDER_STEPS.length) });
  };
  const openMore = (id: string) => {
    const coreStep = CORE_SECTION_STEPS[id];
    if (coreStep !== undefined) return selectStep(coreStep);
    setView({ kind: 'more', id });
    setMoreOpened((n) => n + 1);
  };
  // Another feature's way in (the ATS check's jumps): it focuses what it came for, so the
  // view's heading does not take focus.
  const openView = useCallback((next: BuilderView) => {
    const coreStep = next.kind === 'more' ? CORE_SECTION_STEPS[next.id] : undefined;
    stepChanged.current = false;
    setMoreOpened(0);
    setView(
      next.kind === 'step'
        ? { kind: 'step', step: Math.min(Math.max(next.step, 1), BUILDER_STEPS.length) }
        : coreStep !== undefined
          ? { kind: 'step', step: coreStep }
          : next,
    );
  }, []);
  const step = view.kind === 'step' ? view.step : 0;
  useEffect(() => {
    if (!stepChanged.current || step === 0) return;
    stepChanged.current = false;
    const id = `step-${BUILDER_STEPS[step - 1]?.id ?? 'personal'}`;
    document.getElementById(id)?.focus({ preventScroll: false });
  }, [step]);
  // A section removed (here, in another tab, by an undo) leaves for the Sections panel.
  const moreId =
    view.kind === 'more' &&
    (panels.some((p) => p.id === view.id) || optional.listed.some((s) => s.id === view.id))
      ? view.id
      : view.kind === 'more'
        ? 'sections'
        : null;

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
      <div className={BUILDER_GRID}>
        <div className="lg:sticky lg:top-36 lg:max-h-[calc(100vh-10rem)] lg:self-start lg:overflow-y-auto lg:p-0.5 xl:static xl:max-h-none xl:overflow-visible">
          <StepSidebar current={step} completed={completed} onSelect={selectStep} />
          <MoreSectionsNav
            sections={optional.listed}
            panels={panels}
            active={moreId}
            onSelect={openMore}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <Card
            className="flex min-w-0 flex-col gap-6 p-4 sm:p-6"
            data-builder-view={moreId ?? `step-${step}`}
          >
            {moreId !== null ? (
              <MoreSectionView
                id={moreId}
                data={data}
                templateId={current.templateId}
                deps={sectionDeps}
                optional={optional}
                onOpen={openMore}
                focusRequest={moreOpened}
                history={
                  moreId === HISTORY_PANEL.id
                    ? renderHistory?.({
                        signedIn,
                        documentId,
                        savedVersion: session.saved.version,
                        getSavedVersion: () => getState().saved.version,
                        dirty,
                        save: () => save(),
                        onRestored: session.load,
                      })
                    : null
                }
              />
            ) : step === 1 ? (
              <PersonalInfoStep
                info={data.personalInfo}
                onChange={setPersonal}
                onLinksChange={setLinks}
                cvImportSlot={cvImportSlot?.({
                  data,
                  onReplace: (next, marks) => {
                    editData(() => next);
                    setReviewMarks(marks ?? []);
                    // An import comes with its review marks, its undo without: the next
                    // save's version says the content was imported, unless it was undone.
                    session.markImported(marks !== undefined);
                  },
                })}
              />
            ) : step === 2 ? (
              <ExperienceStep
                entries={data.experience}
                {...experienceEdits}
                renderAtsKeywords={renderAtsKeywords}
                language={data.language}
                resume={data}
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
            {moreId === null ? <StepNavigation current={step} onSelect={selectStep} /> : null}
          </Card>
          {TargetJobPanel ? (
            <TargetJobPanel data={data} onEdit={editData} onOpenView={openView} />
          ) : null}
        </div>
        <aside
          aria-labelledby="preview-heading"
          className="min-w-0 lg:col-start-2 xl:sticky xl:top-36 xl:col-start-2 xl:row-span-2 xl:row-start-1 xl:max-h-[calc(100vh-10rem)] xl:self-start xl:overflow-y-auto"
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
