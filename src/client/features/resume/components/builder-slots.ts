import type { ComponentType, ReactNode } from 'react';
import type { PlacedReviewMark } from '#shared/cv-import/cv-review-marks.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import type { AtsKeywordsSlotProps } from './experience-form.tsx';

/** Places other features fill in at the route; they render nothing until then. */
export interface BuilderSlots {
  /**
   * The Quick Start CV upload card above the personal fields, given the document and a way
   * to replace it (the import and its undo).
   */
  cvImportSlot?: (props: CvImportSlotProps) => ReactNode;
  /** The 'Generate ATS Keywords' control next to the experience description. */
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
interface TargetJobSlotProps {
  data: ResumeData;
  onEdit: (recipe: (data: ResumeData) => ResumeData) => void;
  /** Switches to step `step` (1-based) and focuses its heading. */
  onSelectStep: (step: number) => void;
}

/**
 * What the CV import card gets: the document now, and a way to replace it, with the
 * review marks of what the import was unsure of (an undo gives none, and its marks go).
 */
interface CvImportSlotProps {
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
