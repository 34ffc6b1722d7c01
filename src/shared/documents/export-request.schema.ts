import { z } from 'zod';
import { coverLetterDataSchema } from '../cover-letter/cover-letter.schema.ts';
import { resumeApiSectionsSchema } from '../resume/resume-api.ts';
import { findTemplate } from '../templates/catalogue.ts';

/**
 * Body of `POST /api/export/{pdf|docx|txt|md}` and input of `npm run export`: the resume in
 * the shape `GET /api/resume` returns (`personal_info`, `experience`, `education`,
 * `skills`, `languages`, `certifications`; extra keys such as `version` are ignored), plus
 * the catalogue template to render it with and, optionally, the page size and language.
 * Those two override the resume's own `style.page_size` and `language` (resume-style.ts);
 * without them the document prints as the resume says.
 */

export const EXPORT_FORMATS = ['pdf', 'docx', 'txt'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * A resume also exports as Markdown. Letters, the application pack and the data archive
 * keep the three formats above.
 */
export const RESUME_EXPORT_FORMATS = [...EXPORT_FORMATS, 'md'] as const;
export type ResumeExportFormat = (typeof RESUME_EXPORT_FORMATS)[number];

const PAGE_SIZE_IDS = ['A4', 'LETTER'] as const;

/** A catalogue template id, 1–56, as a number or a numeric string (the resume stores strings). */
const exportTemplateIdSchema = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,3}$/, { error: 'Not a template id.' })
      .transform(Number),
  ])
  .pipe(
    z
      .number()
      .int({ error: 'Not a template id.' })
      .refine((id) => findTemplate(id) !== undefined, { error: 'No template has this id.' }),
  );

const pageSizeSchema = z
  .string()
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(PAGE_SIZE_IDS, { error: 'Page size must be A4 or LETTER.' }))
  .optional();

/** BCP 47 language tag written into the document ('en', 'en-US', 'vi'). */
const langSchema = z
  .string()
  .regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, { error: 'Not a language tag.' })
  .max(35)
  .optional();

export const exportRequestSchema = resumeApiSectionsSchema.extend({
  template_id: exportTemplateIdSchema,
  page_size: pageSizeSchema,
  lang: langSchema,
});

/**
 * Body of `POST /api/export/cover-letter/{pdf|docx|txt}` and the CLI's `--letter` input:
 * the letter (CoverLetterData, as `data` of a cover-letter document) and the template of
 * the resume it goes with, so the two documents look alike.
 */
export const coverLetterExportRequestSchema = z.object({
  letter: coverLetterDataSchema,
  template_id: exportTemplateIdSchema,
  page_size: pageSizeSchema,
  lang: langSchema,
});

/** Body of `POST /api/export/application-pack`: a resume export request plus the letter. */
export const applicationPackRequestSchema = exportRequestSchema.extend({
  letter: coverLetterDataSchema,
});

export type CoverLetterExportRequest = z.output<typeof coverLetterExportRequestSchema>;
export type ApplicationPackRequest = z.output<typeof applicationPackRequestSchema>;

export type ExportRequest = z.output<typeof exportRequestSchema>;

/** Content types of the export formats. */
export const EXPORT_CONTENT_TYPES: Readonly<Record<ResumeExportFormat, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
};

export const ZIP_CONTENT_TYPE = 'application/zip';
