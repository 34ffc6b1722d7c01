import type { DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import type { ResumeData } from '../../resume/resume.schema.ts';
import type { Template } from '../../templates/template.schema.ts';
import { documentNaming, type DocumentOptions } from '../document-options.ts';
import { resumeContent } from '../resume-content.ts';
import { resumeLanguage, resumePageSize, styledTemplate } from '../resume-style.ts';
import { LAYOUT_FAMILIES } from './layouts/families.ts';
import { pdfDocument } from './pdf-document.ts';
import { pdfTheme } from './pdf-theme.ts';

export type { PageSizeId } from './pdf-theme.ts';
export type ResumePdfOptions = DocumentOptions;

/**
 * A resume as a react-pdf `<Document>` in a catalogue template's look, as the resume's own
 * style changes it (resume-style.ts), on the resume's page size and in its language unless
 * the caller's options name others. Runtime-neutral: the caller registers the fonts
 * (fonts.ts names them) and renders the element (server: renderToBuffer; browser:
 * pdf().toBlob()).
 */
export function buildResumePdf(
  data: ResumeData,
  template: Pick<Template, 'layout' | 'theme'>,
  options: ResumePdfOptions = {},
): ReactElement<DocumentProps> {
  const content = resumeContent(data);
  const theme = pdfTheme(
    styledTemplate(template, data.style),
    resumePageSize(data.style, options.pageSize),
  );
  const keywords = content.skillGroups.flatMap((g) => g.skills).join(', ');
  return pdfDocument(
    theme,
    {
      ...documentNaming(options, content.name, 'Resume'),
      subject: 'Resume',
      keywords: keywords ? keywords.slice(0, 500) : undefined,
      language: resumeLanguage(data, options.lang),
    },
    LAYOUT_FAMILIES[template.layout].resume(content, theme),
  );
}
