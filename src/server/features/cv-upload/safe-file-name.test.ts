import { describe, expect, it } from 'vitest';
import { assertKey } from '../storage/storage-key.ts';
import { MAX_SAFE_NAME_LENGTH, safeFileName } from './safe-file-name.ts';

describe('safeFileName', () => {
  it('keeps an ordinary name, accents included', () => {
    expect(safeFileName('Élodie Dupré CV.pdf', '.pdf')).toBe('Élodie_Dupré_CV.pdf');
    expect(safeFileName('resume-2024_v2.docx', '.docx')).toBe('resume-2024_v2.docx');
  });

  it('drops folders and separators, so the name cannot climb out of the user’s folder', () => {
    expect(safeFileName('../../etc/passwd.txt', '.txt')).toBe('passwd.txt');
    expect(safeFileName('C:\\Users\\me\\cv.pdf', '.pdf')).toBe('cv.pdf');
    expect(safeFileName('a:b|c?.pdf', '.pdf')).toBe('a_b_c.pdf');
  });

  it('removes control, bidi and zero-width characters', () => {
    // U+202E would show "cv_fdp.exe" as "cv_exe.pdf".
    const name = safeFileName('cv\u202Egpj\u0000\u200B\u2066x.pdf', '.pdf');
    expect(name).toBe('cv_gpj_x.pdf');
    expect(() => assertKey(`user/${name}`)).not.toThrow();
  });

  it('uses the extension of the content, not the one in the name', () => {
    expect(safeFileName('resume.pdf', '.txt')).toBe('resume.txt');
    expect(safeFileName('resume', '.docx')).toBe('resume.docx');
  });

  it('caps the length and never leaves an empty or hidden name', () => {
    const long = safeFileName(`${'é'.repeat(500)}.pdf`, '.pdf');
    expect(long.length).toBe(MAX_SAFE_NAME_LENGTH);
    expect(long.endsWith('.pdf')).toBe(true);
    expect(safeFileName('....pdf', '.pdf')).toBe('cv.pdf');
    expect(safeFileName('.bashrc', '.txt')).toBe('cv.txt');
    expect(safeFileName('\u202E\u202E.doc', '.doc')).toBe('cv.doc');
  });
});
