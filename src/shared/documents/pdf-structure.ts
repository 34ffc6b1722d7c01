/**
 * Structure tags our PDF templates give their text (read by tagged-pdf.ts). Kept apart from
 * the renderer so the templates do not pull pdfkit in with a constant.
 */
export type PdfStructureTag = 'H1' | 'H2' | 'H3' | 'P' | 'Lbl' | 'LBody';

/**
 * Prop our templates put on a react-pdf `<Text>` to name its structure tag (default P). A
 * list item is a label (`Lbl`, the bullet) and/or a body (`LBody`); consecutive items are
 * grouped into one list (`L` of `LI`) by the tagger.
 */
export const PDF_TAG_PROP = 'pdfTag';
