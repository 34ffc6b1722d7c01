import { describe, expect, it } from 'vitest';
import { parseCsv, readCsvRows } from './csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF and a BOM', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","line 1\r\nline 2"\r\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'line 1\r\nline 2'],
    ]);
  });

  it('reads LF and CR line ends, empty fields, a last line without a line end, and skips blank lines', () => {
    expect(parseCsv('a,b\n\n1,\r2,3')).toEqual([
      ['a', 'b'],
      ['1', ''],
      ['2', '3'],
    ]);
  });

  it('runs an unclosed quote to the end instead of throwing', () => {
    expect(parseCsv('a\n"open, never closed\nmore')).toEqual([['a'], ['open, never closed\nmore']]);
  });
});

describe('readCsvRows', () => {
  it('keys rows by the header whatever its case, trims, and tolerates missing and extra columns', () => {
    expect(readCsvRows('Name, PROFICIENCY ,Extra\n English ,Native\nFrench,Basic,x,y')).toEqual([
      { name: 'English', proficiency: 'Native', extra: '' },
      { name: 'French', proficiency: 'Basic', extra: 'x' },
    ]);
    expect(readCsvRows('')).toEqual([]);
  });
});
