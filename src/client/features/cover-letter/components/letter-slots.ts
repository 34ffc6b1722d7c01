import type { ReactNode } from 'react';
import type { CoverLetterData } from '#shared/cover-letter/cover-letter.schema.ts';
import type { Saved } from '../../../lib/document-session/saved-document.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';

/** The resume a letter goes with, as the page loads it. */
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

/** What the History panel gets for a saved letter (composed at the route). */
export interface LetterHistorySlotProps {
  documentId: string;
  savedVersion: number;
  getSavedVersion: () => number;
  dirty: boolean;
  save: () => Promise<boolean>;
  /** Replaces the editor's letter with a restored one, as saved. */
  onRestored: (saved: Saved<CoverLetterData>) => void;
}

/** The export feature's preview and downloads, handed in at the route; the history, too. */
export interface LetterSlots {
  renderPreview: (props: LetterSlotProps & { fallback: ReactNode }) => ReactNode;
  renderActions: (props: LetterSlotProps) => ReactNode;
  /** The History panel of a signed-in user's letter. */
  renderHistory?: (props: LetterHistorySlotProps) => ReactNode;
}
