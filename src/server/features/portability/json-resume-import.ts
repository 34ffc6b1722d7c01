import { documentTitleSchema } from '#shared/documents-api/documents-api.ts';
import { fromJsonResume } from '#shared/json-resume/from-json-resume.ts';
import { parseJsonResume } from '#shared/json-resume/parse-json-resume.ts';
import type { JsonResumeImportAnswer } from '#shared/portability/data-archive.schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { DocumentsService } from '../documents/documents.service.ts';

const DEFAULT_TITLE = 'Imported resume';

/** 'Priya Raman – Senior Full-Stack Engineer': who and what, as the documents list shows it. */
function jsonResumeTitle(name: string | null | undefined, label: string | null | undefined) {
  const title = [name, label]
    .map((part) => (part ?? '').replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' – ');
  const parsed = documentTitleSchema.safeParse(title.slice(0, 120));
  return parsed.success ? parsed.data : DEFAULT_TITLE;
}

/**
 * A resume.json (already parsed as JSON) into a new resume of the caller's, through the
 * documents service (its per-user limit and ownership rules apply). Answers the new
 * document and what the file had that TailorCV has no field for.
 */
export async function importJsonResume(
  service: DocumentsService,
  userId: string,
  body: unknown,
  title?: string,
): Promise<JsonResumeImportAnswer> {
  const parsed = parseJsonResume(body);
  if (!parsed.ok) throw new AppError('VALIDATION_FAILED', 400, parsed.message, parsed.issues);
  const { data, notImported } = fromJsonResume(parsed.resume);
  const basics = parsed.resume.basics;
  const document = await service.create(
    userId,
    {
      kind: 'resume',
      title: title ?? jsonResumeTitle(basics?.name, basics?.label),
      template_id: null,
      data,
    },
    { reason: 'import' },
  );
  return { document: { id: document.id, title: document.title }, notImported };
}
