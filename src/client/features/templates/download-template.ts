import { templateSlug } from '#shared/templates/template-slug.ts';
import type { Template } from '#shared/templates/template.schema.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { requestFile } from '../../lib/api/request-file.ts';
import { notify } from '../../lib/notify.ts';
import { saveBlob } from '../../lib/save-file.ts';

/**
 * 'Download Template': the template's Word file from the public
 * `cv-templates` bucket, or, when the bucket has none, a DOCX built here in the browser
 * from the template's look. The builder and the `docx` library are loaded only on that
 * path, so neither the gallery nor the dialog carries them.
 */

const TEMPLATE_DOWNLOAD_SUCCESS_TITLE = 'Success!';
const TEMPLATE_DOWNLOAD_ERROR = {
  title: 'Error',
  text: 'Failed to download template. Please try again.',
} as const;

/** '{template-name-lowercased-with-dashes}-template.docx', the downloaded file's name. */
function templateFileName(template: Pick<Template, 'name'>): string {
  return `${templateSlug(template.name) || 'resume'}-template.docx`;
}

/** The object key in the `cv-templates` bucket: `templates/` plus the file name. */
function templateStorageKey(template: Pick<Template, 'name'>): string {
  return `templates/${templateFileName(template)}`;
}

function templateDownloadUrl(template: Pick<Template, 'name'>): string {
  return `/api/storage/cv-templates/${templateStorageKey(template)
    .split('/')
    .map(encodeURIComponent)
    .join('/')}`;
}

/** Where Letter paper is the norm; A4 elsewhere. */
const LETTER_LOCALES = new Set(['en-us', 'en-ca']);

async function buildFallback(template: Template): Promise<Blob> {
  const [{ buildTemplateFallbackDocx }, { Packer }] = await Promise.all([
    import('#shared/documents/template-fallback-docx/template-fallback-docx.ts'),
    import('docx'),
  ]);
  const language = navigator.languages?.[0] ?? navigator.language ?? 'en';
  const document = buildTemplateFallbackDocx(template, {
    pageSize: LETTER_LOCALES.has(language.toLowerCase()) ? 'LETTER' : 'A4',
    lang: language,
  });
  return Packer.toBlob(document);
}

/** The stored file, or the generated one when storage answers 404. Throws on anything else. */
async function templateFile(template: Template): Promise<Blob> {
  const url = templateDownloadUrl(template);
  try {
    // A public bucket: no cookie needed.
    return (await requestFile('GET', url, { credentials: 'omit' })).blob;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    // Expected whenever no operator has stored a file for this template: not an error.
    console.info(`No stored template file at ${url}; generating ${templateFileName(template)}.`);
    return buildFallback(template);
  }
}

/** Downloads the template and shows the outcome's notice; resolves true on success. */
export async function downloadTemplate(template: Template): Promise<boolean> {
  try {
    const blob = await templateFile(template);
    saveBlob(blob, templateFileName(template));
    notify.success(
      TEMPLATE_DOWNLOAD_SUCCESS_TITLE,
      `${template.name} template downloaded successfully!`,
    );
    return true;
  } catch (err) {
    console.error('Template download failed', err);
    notify.error(TEMPLATE_DOWNLOAD_ERROR.title, TEMPLATE_DOWNLOAD_ERROR.text);
    return false;
  }
}
