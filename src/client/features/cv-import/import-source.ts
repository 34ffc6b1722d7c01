import { CV_CARD_TEXTS, CV_NOTICES, cvProcessedText } from '#shared/cv-import/cv-notices.ts';

/** Where an import's profile came from: an uploaded CV or LinkedIn's data export. */
export type ImportSource = 'cv' | 'linkedin';

/**
 * How the import's dialog, notice and card name what was read. A LinkedIn export is no CV,
 * so its texts say what the person actually uploaded.
 */
export const IMPORT_SOURCE_TEXTS: Record<
  ImportSource,
  {
    dialogTitle: string;
    /** 'Choose for each section what … does to it.' */
    thing: string;
    /** Before what it holds: 'Your CV: 2 skills'. */
    holds: string;
    absent: string;
    processedTitle: string;
    /** The notice's text, with what was read: '… Found 2 jobs, 1 degree.' */
    processed: (read: string) => string;
    loaded: string;
  }
> = {
  cv: {
    dialogTitle: 'Import from your CV',
    thing: 'the CV',
    holds: 'Your CV',
    absent: 'Not in your CV',
    processedTitle: CV_NOTICES.processed.title,
    processed: cvProcessedText,
    loaded: CV_CARD_TEXTS.loaded,
  },
  linkedin: {
    dialogTitle: 'Import from your LinkedIn export',
    thing: 'the LinkedIn export',
    holds: 'Your LinkedIn export',
    absent: 'Not in your LinkedIn export',
    processedTitle: 'LinkedIn export imported!',
    processed: (read) =>
      `Your profile information has been read from your LinkedIn export. Found ${read}.`,
    loaded: 'LinkedIn export loaded successfully!',
  },
};
