import { describe, expect, it } from 'vitest';
import { DEFAULT_STYLE, defaultStyle } from '../resume/resume-defaults.ts';
import type { ResumeData } from '../resume/resume.schema.ts';
import type { Template } from '../templates/template.schema.ts';
import {
  followResume,
  resumeFonts,
  resumeLanguage,
  resumePageSize,
  styledTemplate,
} from './resume-style.ts';

const template: Pick<Template, 'layout' | 'theme'> = {
  layout: 'executive-serif',
  theme: { accent: '#7c2d12', headingFont: 'serif', bodyFont: 'humanist', density: 'compact' },
};

describe('styledTemplate', () => {
  it("keeps the template's own look while every field is at its default", () => {
    expect(styledTemplate(template, defaultStyle())).toEqual({ ...template, fontScale: 1 });
    expect(styledTemplate(template, undefined)).toEqual({ ...template, fontScale: 1 });
  });

  it('lets each changed field win over the template, and only that field', () => {
    const styled = (change: Partial<ResumeData['style']>) =>
      styledTemplate(template, { ...defaultStyle(), ...change } as ResumeData['style']);
    expect(styled({ accent_color: '#0F766E' }).theme).toEqual({
      ...template.theme,
      accent: '#0f766e',
    });
    expect(styled({ font: 'technical' }).theme).toEqual({
      ...template.theme,
      headingFont: 'mono',
      bodyFont: 'sans',
    });
    expect(styled({ font: 'mono' }).theme.bodyFont).toBe('mono');
    expect(styled({ density: 'spacious' }).theme.density).toBe('airy');
    expect(styled({ density: 'compact' }).theme.density).toBe('compact');
    expect(
      styledTemplate(
        { ...template, theme: { ...template.theme, density: 'airy' } },
        {
          ...defaultStyle(),
          density: 'compact',
        },
      ).theme.density,
    ).toBe('compact');
    expect(styled({ font_scale: 1.1 })).toEqual({ ...template, fontScale: 1.1 });
  });
});

describe('resumeFonts', () => {
  it("uses the template's fonts for the default font and for ids no pairing has", () => {
    const own = { headingFont: 'serif', bodyFont: 'humanist' };
    expect(resumeFonts(template.theme, DEFAULT_STYLE.font)).toEqual(own);
    expect(resumeFonts(template.theme, 'retired-pairing')).toEqual(own);
    expect(resumeFonts(template.theme, 'modern')).toEqual({
      headingFont: 'sans',
      bodyFont: 'serif',
    });
  });
});

describe('resumePageSize and resumeLanguage', () => {
  it("take the resume's own unless the caller chose", () => {
    expect(resumePageSize({ ...defaultStyle(), page_size: 'Letter' })).toBe('LETTER');
    expect(resumePageSize(defaultStyle())).toBe('A4');
    expect(resumePageSize(undefined)).toBe('A4');
    expect(resumePageSize({ ...defaultStyle(), page_size: 'Letter' }, 'A4')).toBe('A4');
    expect(resumeLanguage({ language: 'de' })).toBe('de');
    expect(resumeLanguage({ language: 'de' }, 'fr-CA')).toBe('fr-CA');
  });
});

describe('followResume', () => {
  it("gives a letter its resume's look, paper and language, unless the caller names them", () => {
    const resume = {
      style: { ...defaultStyle(), accent_color: '#0f766e', page_size: 'Letter' as const },
      language: 'de',
    };
    const followed = followResume(template, resume, {});
    expect(followed.template.theme.accent).toBe('#0f766e');
    expect(followed.options).toEqual({ pageSize: 'LETTER', lang: 'de' });
    expect(followResume(template, resume, { pageSize: 'A4', lang: 'fr' }).options).toEqual({
      pageSize: 'A4',
      lang: 'fr',
    });
    expect(followResume(template, null, { pageSize: 'A4' })).toEqual({
      template: { ...template, fontScale: 1 },
      options: { pageSize: 'A4' },
    });
  });
});
