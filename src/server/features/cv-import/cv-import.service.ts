import { MAX_CV_BYTES } from '#shared/cv-import/cv-import.limits.ts';
import { capExtractedProfile, sumLeftOut } from '#shared/cv-import/cap-extracted-profile.ts';
import type {
  CvLeftOut,
  CvReviewMark,
  ExtractedProfile,
} from '#shared/cv-import/cv-import.schema.ts';
import { loadConfig, type AiConfig } from '../../config.ts';
import type { CvExtractionError } from './cv-text.ts';
import { isEmptyProfile } from './extract-profile.ts';
import { ExtractionRunner } from './extraction-runner.ts';
import { AiUnavailableError, interpretWithLlm } from './openai-compatible-engine.ts';
import { reviewMarks } from './review-marks.ts';

/**
 * CV import, the one entry point: file bytes → extracted profile, or a failure whose
 * message says why (shown after 'Processing failed'). The file's type comes from its
 * content; parsing runs in a worker with a 10 s limit and a memory limit; the profile
 * comes from the local engine or, with AI_PROVIDER=openai-compatible, from the model
 * (checked against the document).
 *
 * Known limits of the local engine: see local/parse-profile.ts. Scanned PDFs (pictures
 * of text) are refused, not read: there is no OCR.
 */

type CvImportErrorCode = CvExtractionError['code'] | 'AI_UNAVAILABLE';

/**
 * A profile within the resume's limits, what the import left out (see extract-profile.ts),
 * and what in it the person should check (review-marks.ts; paths index into `profile`).
 */
export type CvImportResult =
  | { ok: true; profile: ExtractedProfile; leftOut: CvLeftOut; review: CvReviewMark[] }
  | { ok: false; code: CvImportErrorCode; message: string };

export interface ExtractOptions {
  /** Defaults to the environment's settings (config.ts). */
  ai?: AiConfig;
  /** Defaults to one shared runner per process. */
  runner?: ExtractionRunner;
  /** First entry id; entries count up from it (the builder's ids are timestamps). */
  idBase?: number;
}

let sharedRunner: ExtractionRunner | undefined;

/** The process's extraction worker; created on first use. */
export function cvExtractionRunner(): ExtractionRunner {
  sharedRunner ??= new ExtractionRunner();
  return sharedRunner;
}

export async function extractProfileFromFile(
  { bytes }: { bytes: Uint8Array; fileName: string },
  options: ExtractOptions = {},
): Promise<CvImportResult> {
  if (bytes.byteLength === 0) return { ok: false, code: 'EMPTY', message: 'The file is empty.' };
  if (bytes.byteLength > MAX_CV_BYTES) {
    return { ok: false, code: 'TOO_LARGE', message: 'Please upload a file smaller than 5MB.' };
  }
  const runner = options.runner ?? cvExtractionRunner();
  const idBase = options.idBase ?? Date.now();
  const reply = await runner.run(bytes, idBase);
  if (!reply.ok) return { ok: false, code: reply.code, message: reply.message };

  const ai = options.ai ?? loadConfig().ai;
  if (ai.provider === 'local') {
    return { ok: true, profile: reply.profile, leftOut: reply.leftOut, review: reply.review };
  }
  try {
    // The model reads the lines the worker read; its answer is cut to the same limits.
    const { profile, leftOut } = capExtractedProfile(
      await interpretWithLlm(reply.lines, ai, { idBase }),
    );
    if (isEmptyProfile(profile)) {
      return {
        ok: false,
        code: 'NO_TEXT',
        message:
          'No CV details (name, contact details, experience, education or skills) were found in the file.',
      };
    }
    return {
      ok: true,
      profile,
      leftOut: sumLeftOut(leftOut, { lines: reply.leftOut.lines }),
      // The model's answer is checked against the same lines it read, once capped.
      review: reviewMarks(profile, reply.lines),
    };
  } catch (err) {
    if (err instanceof AiUnavailableError) {
      return { ok: false, code: 'AI_UNAVAILABLE', message: err.message };
    }
    throw err;
  }
}
