import { describe, expect, it } from 'vitest';
import { attachmentHeader } from './content-disposition.ts';

describe('attachmentHeader', () => {
  it('gives an ASCII filename and the exact UTF-8 name', () => {
    expect(attachmentHeader('Jane Doe - Resume.pdf')).toBe(
      `attachment; filename="Jane Doe - Resume.pdf"; filename*=UTF-8''Jane%20Doe%20-%20Resume.pdf`,
    );
    expect(attachmentHeader("Seán O'Brien (Jr) - Resume.docx")).toBe(
      `attachment; filename="Sean O'Brien (Jr) - Resume.docx"; filename*=UTF-8''Se%C3%A1n%20O%27Brien%20%28Jr%29%20-%20Resume.docx`,
    );
  });

  it('never lets quotes, backslashes or line breaks into the header', () => {
    const header = attachmentHeader('a"b\\c\r\nd.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.split('filename=')[1]).toBe('"abcd.pdf"; filename*=UTF-8\'\'a%22b%5Ccd.pdf');
  });
});
