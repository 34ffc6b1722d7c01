import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATE_ID, effectiveTemplateId } from './effective-template.ts';

describe('effectiveTemplateId', () => {
  it('takes a catalogue id', () => {
    expect(effectiveTemplateId('12')).toBe(12);
    expect(effectiveTemplateId('56')).toBe(56);
  });

  it('falls back to the default for none, unknown ids and other slugs', () => {
    expect(effectiveTemplateId(null)).toBe(DEFAULT_TEMPLATE_ID);
    expect(effectiveTemplateId(undefined)).toBe(DEFAULT_TEMPLATE_ID);
    expect(effectiveTemplateId('57')).toBe(DEFAULT_TEMPLATE_ID);
    expect(effectiveTemplateId('0')).toBe(DEFAULT_TEMPLATE_ID);
    expect(effectiveTemplateId('modern-blue')).toBe(DEFAULT_TEMPLATE_ID);
  });
});
