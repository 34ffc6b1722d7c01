/**
 * The CV upload notices, word for word from the spec (sections 2, 4, 5 and 8). One place
 * so the client card, the server's error texts and the tests cannot drift apart.
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
} as const;

/** Texts of the upload card's states (spec sections 2 and 4). */
export const CV_CARD_TEXTS = {
  uploading: 'Uploading...',
  processing: 'Processing with AI...',
  loaded: 'CV information loaded successfully!',
  uploadDifferent: 'Upload Different CV',
  divider: 'OR FILL MANUALLY',
} as const;
