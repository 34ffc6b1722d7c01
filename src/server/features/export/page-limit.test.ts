import { describe, expect, it } from 'vitest';
import { longResume } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import { findTemplate } from '#shared/templates/catalogue.ts';
import { renderResumePdf } from './export.service.ts';
import { PageLimitError } from './page-limit.ts';
import { inspectPdf } from './pdf-inspect.test-support.ts';

describe('the page limit of a PDF export', () => {
  const template = findTemplate(4)!;

  it('counts exactly the pages the PDF has: at the limit it renders, one over it is refused', async () => {
    const pages = (await inspectPdf(await renderResumePdf(longResume, template))).pageCount;
    expect(pages).toBeGreaterThan(1);

    const atLimit = await inspectPdf(
      await renderResumePdf(longResume, template, { maxPages: pages }),
    );
    expect(atLimit.pageCount).toBe(pages);

    const refused = await renderResumePdf(longResume, template, { maxPages: pages - 1 }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(PageLimitError);
    expect(refused).toMatchObject({ document: 'resume', pages, maxPages: pages - 1 });
    expect((refused as Error).message).toBe(
      `This resume has ${pages} pages; a download can have at most ${pages - 1}. Please shorten it, then try again.`,
    );
  });
});
