import { SAMPLE_RESUMES, type SampleResume } from '../samples/samples.ts';
import type { Template } from './template.schema.ts';

/**
 * The gallery's preview images: page 1 of each template rendered by the document engine
 * with sample content, as WebP files under `public/template-previews/` (written by
 * `npm run template-previews`, committed, served as static files). One size serves the
 * cards and the preview dialog.
 */
export const TEMPLATE_PREVIEW = {
  dir: 'template-previews',
  /** Pixels; an A4 page (210 × 297 mm). Cards show it at about 280 CSS px, the dialog at 420. */
  width: 560,
  height: 792,
  pageSize: 'A4',
} as const;

export const templatePreviewUrl = (templateId: number) =>
  `/${TEMPLATE_PREVIEW.dir}/${templateId}.webp`;

/**
 * The sample shown in a template's preview: the sample made for that template, else one
 * from the template's own field, else one picked by id so neighbouring cards differ.
 */
export function previewSampleFor(template: Pick<Template, 'id' | 'category'>): SampleResume {
  const own = SAMPLE_RESUMES.find((s) => s.templateId === template.id);
  if (own) return own;
  const sameField = SAMPLE_RESUMES.find((s) => (s.industry as string) === template.category);
  if (sameField) return sameField;
  return SAMPLE_RESUMES[template.id % SAMPLE_RESUMES.length]!;
}
