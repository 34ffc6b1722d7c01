// pdfkit ships no types; tagged-pdf.ts describes the few members it uses itself.
declare module 'pdfkit' {
  const PDFDocument: unknown;
  export default PDFDocument;
}
