import { describe, expect, it } from 'vitest';
import { defaultPageSize, isPageSize } from './page-size.ts';

describe('defaultPageSize', () => {
  it('uses US Letter for the United States and Canada', () => {
    expect(defaultPageSize(['en-US', 'de'])).toBe('LETTER');
    expect(defaultPageSize(['en-CA'])).toBe('LETTER');
    expect(defaultPageSize(['EN-us'])).toBe('LETTER');
  });

  it('uses A4 everywhere else, and when nothing is known', () => {
    expect(defaultPageSize(['en-GB', 'en-US'])).toBe('A4');
    expect(defaultPageSize(['fr-CA'])).toBe('A4');
    expect(defaultPageSize(['en'])).toBe('A4');
    expect(defaultPageSize([])).toBe('A4');
  });
});

describe('isPageSize', () => {
  it('accepts only the two page size ids', () => {
    expect(isPageSize('A4')).toBe(true);
    expect(isPageSize('LETTER')).toBe(true);
    expect(isPageSize('letter')).toBe(false);
    expect(isPageSize(null)).toBe(false);
  });
});
