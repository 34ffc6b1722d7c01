import { Document, Page, type DocumentProps } from '@react-pdf/renderer';
import { createElement, type ReactElement } from 'react';
import type { ResumeData } from '../../resume/resume.schema.ts';
import type { LayoutFamily } from '../../templates/layout-families.ts';
import type { Template } from '../../templates/template.schema.ts';
import { resumeContent } from '../resume-content.ts';
import { academicLayout } from './layouts/academic.ts';
import { atsPlainLayout } from './layouts/ats-plain.ts';
import { classicLayout } from './layouts/classic.ts';
import { creativeAccentLayout } from './layouts/creative-accent.ts';
import { executiveSerifLayout } from './layouts/executive-serif.ts';
import { headerBandLayout } from './layouts/header-band.ts';
import type { LayoutRenderer } from './layouts/layout.ts';
import { sidebarLeftLayout, sidebarRightLayout } from './layouts/sidebar.ts';
import type { Style } from './pdf-kit.ts';
import { pdfTheme, type PageSizeId } from './pdf-theme.ts';

export type { PageSizeId } from './pdf-theme.ts';

export interface ResumePdfOptions {
  pageSize?: PageSizeId;
  /** BCP 47 language tag of the document, e.g. 'en', 'en-US', 'de'. */
  lang?: string;
  /** Document title; defaults to '{name} - Resume'. */
  title?: string;
  /** Document author; defaults to the person's name. */
  author?: string;
}

const LAYOUTS: Readonly<Record<LayoutFamily, LayoutRenderer>> = {
  classic: classicLayout,
  'sidebar-left': sidebarLeftLayout,
  'sidebar-right': sidebarRightLayout,
  'header-band': headerBandLayout,
  'ats-plain': atsPlainLayout,
  'executive-serif': executiveSerifLayout,
  'creative-accent': creativeAccentLayout,
  academic: academicLayout,
};

/**
 * A resume as a react-pdf `<Document>` in a catalogue template's look. Runtime-neutral:
 * the caller registers the fonts (fonts.ts names them) and renders the element (server:
 * renderToBuffer; browser: pdf().toBlob()).
 */
export function buildResumePdf(
  data: ResumeData,
  template: Pick<Template, 'layout' | 'theme'>,
  options: ResumePdfOptions = {},
): ReactElement<DocumentProps> {
  const content = resumeContent(data);
  const theme = pdfTheme(template, options.pageSize ?? 'A4');
  const layout = LAYOUTS[template.layout](content, theme);
  const name = content.name;
  const keywords = content.skillGroups.flatMap((g) => g.skills).join(', ');

  const pageStyle: Style = {
    fontFamily: theme.bodyFont,
    fontSize: theme.size.body,
    lineHeight: theme.lineHeight,
    color: theme.ink,
    backgroundColor: '#ffffff',
    // Ligature glyphs would reach an ATS as U+FB01 and friends, or as nothing.
    fontFeatureSettings: { liga: false, clig: false, dlig: false },
    ...layout.pageStyle,
  };

  return createElement(
    Document,
    {
      title: options.title ?? (name ? `${name} - Resume` : 'Resume'),
      author: options.author ?? (name || undefined),
      subject: 'Resume',
      keywords: keywords ? keywords.slice(0, 500) : undefined,
      language: options.lang ?? 'en',
      creator: 'TailorCV',
      producer: 'TailorCV',
    },
    createElement(
      Page,
      { size: theme.page.size, style: pageStyle, wrap: true },
      ...layout.children,
    ),
  );
}
