import type { ReactNode } from 'react';
import type { CoverLetterData } from '#shared/cover-letter/cover-letter.schema.ts';
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

/** The export feature's preview and downloads, handed in at the route. */
export interface LetterSlots {
  renderPreview: (props: LetterSlotProps & { fallback: ReactNode }) => ReactNode;
  renderActions: (props: LetterSlotProps) => ReactNode;
}
