import { findTemplate } from './catalogue.ts';

/**
 * A document without a chosen template (a new resume, an imported one) is shown, exported
 * and pictured in this one.
 */
export const DEFAULT_TEMPLATE_ID = 1;

/** The catalogue id a document is drawn in: its template when it is one, else the default. */
export function effectiveTemplateId(templateId: string | null | undefined): number {
  if (!templateId || !/^\d{1,3}$/.test(templateId)) return DEFAULT_TEMPLATE_ID;
  const id = Number(templateId);
  return findTemplate(id) ? id : DEFAULT_TEMPLATE_ID;
}
