import { describe, expect, it } from 'vitest';
import { segmentPosting, type SectionKind } from './posting-sections.ts';

/** The kind of the segment holding `needle`. */
function kindOf(text: string, needle: string): SectionKind | undefined {
  return segmentPosting(text).find((s) => s.text.includes(needle))?.kind;
}

describe('posting sections', () => {
  it.each([
    ['Your profile', 'requirements'],
    ['About you', 'requirements'],
    ['Desired Candidate Profile', 'requirements'],
    ['Person specification', 'requirements'],
    ['Key selection criteria', 'requirements'],
    ['What our client is looking for', 'requirements'],
    ['Your tasks', 'responsibilities'],
    ['Essential Duties and Responsibilities', 'responsibilities'],
    ['Main duties', 'responsibilities'],
    ['Added advantage', 'nice'],
    ['Equity and inclusion', 'boilerplate'],
    ['Remuneration', 'boilerplate'],
  ])('reads "%s" as a %s heading', (heading, kind) => {
    const text = `Widget Fitter\n${heading}\n- Knowledge of Xero and Sage 200\n`;
    expect(kindOf(text, 'Xero')).toBe(kind);
  });

  it('reads a prose sentence that states a requirement as one', () => {
    const text = [
      'We are a busy practice in the city centre.',
      'You will prepare monthly accounts for our clients. Applicants must hold a licence to practise and you need working knowledge of Xero.',
    ].join('\n');
    expect(kindOf(text, 'monthly accounts')).toBe('intro');
    expect(kindOf(text, 'licence to practise')).toBe('requirements');
    expect(kindOf(text, 'Xero')).toBe('requirements');
  });

  it('keeps an optional sentence optional under a requirements heading', () => {
    const text = 'Requirements\n- Python\n- Experience with Rust is a plus.';
    expect(kindOf(text, 'Python')).toBe('requirements');
    expect(kindOf(text, 'Rust')).toBe('nice');
  });
});
