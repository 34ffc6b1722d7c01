import { RESUME_LIMITS } from '../resume/resume.limits.ts';
import type { CvLeftOut } from './cv-import.schema.ts';

/**
 * The CV upload notices, word for word from the spec (sections 2, 4, 5 and 8), and the
 * import's account of what it left out. One place so the client card, the server's error
 * texts and the tests cannot drift apart.
 */
export const CV_NOTICES = {
  invalidType: {
    title: 'Invalid file type',
    text: 'Please upload a PDF, DOC, DOCX, or TXT file.',
  },
  tooLarge: {
    title: 'File too large',
    text: 'Please upload a file smaller than 5MB.',
  },
  uploadFailed: {
    title: 'Upload failed',
    text: 'Failed to upload your CV. Please try again.',
  },
  processingCallError: {
    title: 'Processing failed',
    text: 'Failed to extract information from your CV. Please try again or create your profile manually.',
  },
  /** success false: the title with the server's error text, or this default. */
  processingFailed: {
    title: 'Processing failed',
    text: 'Failed to extract information from your CV.',
  },
  processed: {
    title: 'CV processed successfully!',
    text: 'Your profile information has been extracted from your CV.',
  },
  unexpected: {
    title: 'Error',
    text: 'An unexpected error occurred. Please try again.',
  },
  /** After an import that left part of the CV out; the text is `cvLeftOutText`. */
  leftOut: {
    title: 'Part of your CV was not imported',
  },
} as const;

const SECTION_WORDS = {
  experience: 'jobs',
  education: 'education entries',
  skills: 'skills',
} as const;

/**
 * What an import left out, one sentence per section, e.g. 'Imported the first 50 jobs;
 * 79,950 more were left out.' The first entries are the ones the builder received (the
 * resume's limits); lines not read at all come last.
 */
export function cvLeftOutText(leftOut: CvLeftOut): string {
  const sentences: string[] = [];
  for (const section of ['experience', 'education', 'skills'] as const) {
    const count = leftOut[section] ?? 0;
    if (count <= 0) continue;
    sentences.push(
      `Imported the first ${formatCount(RESUME_LIMITS[section])} ${SECTION_WORDS[section]}; ` +
        `${formatCount(count)} more ${count === 1 ? 'was' : 'were'} left out.`,
    );
  }
  const lines = leftOut.lines ?? 0;
  if (lines > 0) {
    sentences.push(
      `Only the start of the file was read: its last ${formatCount(lines)} ${lines === 1 ? 'line was' : 'lines were'} left out.`,
    );
  }
  return sentences.join(' ');
}

/** 79950 → '79,950' (the same in every browser and on the server). */
function formatCount(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Texts of the upload card's states (spec sections 2 and 4). */
export const CV_CARD_TEXTS = {
  uploading: 'Uploading...',
  processing: 'Processing with AI...',
  loaded: 'CV information loaded successfully!',
  uploadDifferent: 'Upload Different CV',
  divider: 'OR FILL MANUALLY',
} as const;
