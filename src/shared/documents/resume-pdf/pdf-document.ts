import { Document, Page, type DocumentProps } from '@react-pdf/renderer';
import { createElement, type ReactElement } from 'react';
import type { LayoutResult } from './layouts/layout.ts';
import type { Style } from './pdf-kit.ts';
import type { PdfTheme } from './pdf-theme.ts';

/** What a document says about itself: its info dictionary, less what every document shares. */
export interface PdfDocumentInfo {
  title: string;
  author: string | undefined;
  subject: string;
  keywords?: string | undefined;
  /** BCP 47 language tag of the document. */
  language: string;
}

/**
 * The preamble every document shares: one page style of the theme's body type and ink on
 * white, a page that flows onto more pages, and the producer's name. The layout's own
 * page style (its margins) comes last, so it wins.
 */
export function pdfDocument(
  theme: PdfTheme,
  info: PdfDocumentInfo,
  layout: LayoutResult,
): ReactElement<DocumentProps> {
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
    { ...info, creator: 'TailorCV', producer: 'TailorCV' },
    createElement(
      Page,
      { size: theme.page.size, style: pageStyle, wrap: true },
      ...layout.children,
    ),
  );
}
