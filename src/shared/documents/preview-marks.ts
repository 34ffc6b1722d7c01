/**
 * The phases of a live preview's latest refresh, as User Timing marks (each name holds only
 * its newest mark): rendering began, the worker's rendering arrived (the pages drawn as
 * bitmaps; a PDF for the Preview dialog), the pages were on canvases. The builder-preview
 * bench reads them to say where a refresh's time goes.
 */
export const PREVIEW_MARKS = {
  render: 'preview:render',
  pdf: 'preview:pdf',
  drawn: 'preview:drawn',
} as const;
