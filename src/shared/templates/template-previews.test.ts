import { describe, expect, it } from 'vitest';
import { SAMPLE_RESUMES } from '../samples/samples.ts';
import { TEMPLATES } from './catalogue.ts';
import { previewSampleFor, templatePreviewUrl } from './template-previews.ts';

describe('previewSampleFor', () => {
  it("uses the sample made for a template, then one from the template's field", () => {
    for (const sample of SAMPLE_RESUMES) {
      const template = TEMPLATES.find((t) => t.id === sample.templateId)!;
      expect(previewSampleFor(template).id).toBe(sample.id);
    }
    const marketing = TEMPLATES.find(
      (t) => t.category === 'Marketing' && !SAMPLE_RESUMES.some((s) => s.templateId === t.id),
    );
    if (marketing) expect(previewSampleFor(marketing).industry).toBe('Marketing');
  });

  it('gives every template a sample, and neighbours in other fields different ones', () => {
    const picked = TEMPLATES.map((t) => previewSampleFor(t).id);
    expect(picked).toHaveLength(TEMPLATES.length);
    expect(new Set(picked).size).toBe(SAMPLE_RESUMES.length);
  });

  it('names one WebP file per template', () => {
    expect(templatePreviewUrl(7)).toBe('/template-previews/7.webp');
  });
});
