import type { ComponentType, ReactNode } from 'react';
import type { PlacedReviewMark } from '#shared/cv-import/cv-review-marks.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import type { SavedSnapshot } from '../state/snapshot.ts';
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
  /** The History panel ('More sections' → History): the saved document's versions. */
  renderHistory?: (props: HistorySlotProps) => ReactNode;
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

/**
 * What the builder's main card shows: one of the four steps (1-based), or an entry of
 * 'More sections' (an optional section's id, `custom:<id>`, 'sections' or 'look').
 */
export type BuilderView = { kind: 'step'; step: number } | { kind: 'more'; id: string };

/** What the target-job panel gets: the document, a way to edit it, and the view switch. */
interface TargetJobSlotProps {
  data: ResumeData;
  onEdit: (recipe: (data: ResumeData) => ResumeData) => void;
  /**
   * Shows a view in the main card without moving focus: the panel's jumps focus the field
   * they came for.
   */
  onOpenView: (view: BuilderView) => void;
}

/**
 * What the CV import card gets: the document now, and a way to replace it, with the
 * review marks of what the import was unsure of (an undo gives none, and its marks go).
 */
interface CvImportSlotProps {
  data: ResumeData;
  onReplace: (data: ResumeData, reviewMarks?: readonly PlacedReviewMark[]) => void;
}

/** What the History panel gets: which document, its session's state, and a way to load a restore. */
export interface HistorySlotProps {
  /** False for a visitor, whose resume lives in this browser only. */
  signedIn: boolean;
  /** The resume's document id; null for the default resume (/build). */
  documentId: string | null;
  savedVersion: number;
  getSavedVersion: () => number;
  dirty: boolean;
  save: () => Promise<boolean>;
  /** Replaces the editor's document with a restored one, as saved. */
  onRestored: (saved: SavedSnapshot) => void;
}

/** The document as the document engine's controls need it. */
export interface DocumentSlotProps {
  data: ResumeData;
  templateId: string | null;
  /** Whose document: 'anonymous' or 'user.{id}', for settings kept in this browser. */
  documentKey: string;
}
