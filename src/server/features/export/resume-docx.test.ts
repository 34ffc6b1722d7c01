import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import {
  RESUME_FIXTURES,
  type ResumeFixtureName,
} from '#shared/documents/__fixtures__/resume-fixtures.ts';
import { contactParts, resumeContent, sectionOrder } from '#shared/documents/resume-content.ts';
import { TEMPLATES } from '#shared/templates/catalogue.ts';
import { LAYOUT_FAMILY_IDS, type LayoutFamily } from '#shared/templates/layout-families.ts';
import {
  expectDates,
  expectedSequences,
  expectInOrder,
} from './document-expectations.test-support.ts';
import { renderResumeDocx } from './export.service.ts';

const templateOf = (layout: LayoutFamily) => TEMPLATES.find((t) => t.layout === layout)!;

/** DOCX is one column whatever the layout: header, then the sections in sectionOrder(). */
function docxSequence(fixture: ResumeFixtureName, layout: LayoutFamily): string[] {
  const data = RESUME_FIXTURES[fixture];
  const content = resumeContent(data);
  // The single-column families' expectation is exactly the DOCX order for that section order.
  const singleColumn: LayoutFamily = layout === 'academic' ? 'academic' : 'classic';
  const [sequence] = expectedSequences(data, singleColumn);
  expect(sequence!.slice(0, 1 + contactParts(content).length).join()).toBe(
    [content.name, ...contactParts(content)].filter(Boolean).join(),
  );
  return sequence!;
}

async function read(bytes: Uint8Array) {
  const buffer = Buffer.from(bytes);
  const [text, html] = await Promise.all([
    mammoth.extractRawText({ buffer }),
    mammoth.convertToHtml({ buffer }),
  ]);
  return { text: text.value, html: html.value, messages: [...text.messages, ...html.messages] };
}

describe.each(LAYOUT_FAMILY_IDS)('DOCX, %s family', (layout) => {
  it.each(Object.keys(RESUME_FIXTURES) as ResumeFixtureName[])(
    'the %s fixture reads back with every field in order',
    async (fixture) => {
      const bytes = await renderResumeDocx(RESUME_FIXTURES[fixture], templateOf(layout));
      expect([...bytes.subarray(0, 2)]).toEqual([0x50, 0x4b]); // a ZIP package
      const doc = await read(bytes);
      expect(doc.messages.filter((m) => m.type === 'error')).toEqual([]);
      expectInOrder(doc.text, docxSequence(fixture, layout));
      expectDates(doc.text, RESUME_FIXTURES[fixture]);
    },
  );

  it('uses Word heading styles, real lists and clickable links', async () => {
    const doc = await read(await renderResumeDocx(RESUME_FIXTURES.short, templateOf(layout)));
    expect(doc.html).toContain('<h1>Experience</h1>');
    expect(doc.html).toContain('<h2>Senior Product Designer');
    expect(doc.html).toMatch(/<ul><li>Lead design for the onboarding flow/);
    expect(doc.html).toContain(
      '<a href="https://jane-doe.example/work">Portfolio: jane-doe.example/work</a>',
    );
  });
});

describe('DOCX content', () => {
  it('orders sections like the template: an academic CV leads with education', async () => {
    const doc = await read(await renderResumeDocx(RESUME_FIXTURES.short, templateOf('academic')));
    expect(doc.text.indexOf('Education')).toBeLessThan(doc.text.indexOf('Experience'));
    expect(sectionOrder('academic')[1]).toBe('education');
  });

  it('writes markup as text, not as document structure', async () => {
    const doc = await read(await renderResumeDocx(RESUME_FIXTURES.markup, templateOf('classic')));
    expect(doc.text).toContain('<script>alert("xss")</script> <img src=x onerror=alert(1)>');
    expect(doc.html).toContain('&lt;b&gt;Bobby&lt;/b&gt; Tables');
    expect(doc.html).not.toContain('<script>');
  });

  it('survives control characters in user text (Word would otherwise refuse the XML)', async () => {
    const data = structuredClone(RESUME_FIXTURES.short);
    data.personalInfo.summary = 'Before\u0000\u0008\u001Bafter \uFFFF\uD800 end';
    const doc = await read(await renderResumeDocx(data, templateOf('classic')));
    expect(doc.text).toContain('Beforeafter  end');
  });

  it('numbers certifications in the academic style', async () => {
    const doc = await read(await renderResumeDocx(RESUME_FIXTURES.long, templateOf('academic')));
    expect(doc.html).toMatch(/<ol><li><strong>Certified Kubernetes Administrator<\/strong>/);
  });
});
