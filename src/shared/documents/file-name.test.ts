import { describe, expect, it } from 'vitest';
import {
  applicationPackFileName,
  asciiFileName,
  coverLetterFileName,
  resumeFileName,
  safeFileBase,
} from './file-name.ts';

describe('resumeFileName', () => {
  it("names the file after the person: 'Jane Doe - Resume.pdf'", () => {
    expect(resumeFileName('Jane Doe', 'pdf')).toBe('Jane Doe - Resume.pdf');
    expect(resumeFileName('Jane Doe', 'docx')).toBe('Jane Doe - Resume.docx');
    expect(resumeFileName('Jane Doe', 'txt')).toBe('Jane Doe - Resume.txt');
    expect(resumeFileName('Jane Doe', 'md')).toBe('Jane Doe - Resume.md');
  });

  it('keeps letters of every script and apostrophes', () => {
    expect(resumeFileName('Nguyễn Thị Minh Khai', 'pdf')).toBe('Nguyễn Thị Minh Khai - Resume.pdf');
    expect(resumeFileName("Seán O'Brien", 'pdf')).toBe("Seán O'Brien - Resume.pdf");
    expect(resumeFileName('Дмитрий Шостакович', 'txt')).toBe('Дмитрий Шостакович - Resume.txt');
  });

  it('removes characters unsafe in file names and headers', () => {
    expect(resumeFileName('../../etc/passwd', 'pdf')).toBe('etc passwd - Resume.pdf');
    expect(resumeFileName('a"b\\c:d*e?f<g>h|i;j', 'pdf')).toBe('a b c d e f g h i j - Resume.pdf');
    expect(resumeFileName('Jane\r\nDoe\u0000', 'pdf')).toBe('Jane Doe - Resume.pdf');
  });

  it("falls back to 'Resume.ext' when nothing usable is left", () => {
    expect(resumeFileName('', 'pdf')).toBe('Resume.pdf');
    expect(resumeFileName('  ///  ', 'docx')).toBe('Resume.docx');
    expect(resumeFileName('CON', 'txt')).toBe('Resume.txt');
    expect(resumeFileName('<>', 'md')).toBe('Resume.md');
  });

  it('caps long names at 60 characters', () => {
    expect(safeFileBase('x'.repeat(200))).toHaveLength(60);
  });
});

describe('asciiFileName', () => {
  it('strips accents and other scripts for the plain filename parameter', () => {
    expect(asciiFileName('Seán Ó Brien - Resume.pdf')).toBe('Sean O Brien - Resume.pdf');
    expect(asciiFileName('Дмитрий - Resume.pdf')).toBe('Resume.pdf');
    expect(asciiFileName('Дмитрий - Cover Letter.docx')).toBe('Cover Letter.docx');
  });
});

describe('coverLetterFileName and applicationPackFileName', () => {
  it("names the letter 'Jane Doe - Cover Letter.pdf' and the pack 'Jane Doe - Application.zip'", () => {
    expect(coverLetterFileName('Jane Doe', 'pdf')).toBe('Jane Doe - Cover Letter.pdf');
    expect(coverLetterFileName('Nguyễn Thị Minh Khai', 'docx')).toBe(
      'Nguyễn Thị Minh Khai - Cover Letter.docx',
    );
    expect(coverLetterFileName('../x', 'txt')).toBe('x - Cover Letter.txt');
    expect(coverLetterFileName('', 'pdf')).toBe('Cover Letter.pdf');
    expect(applicationPackFileName('Jane Doe')).toBe('Jane Doe - Application.zip');
    expect(applicationPackFileName('CON')).toBe('Application.zip');
  });
});
