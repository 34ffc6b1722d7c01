import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shortResume } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import { buildResumeMarkdown } from '#shared/documents/resume-md/resume-md.ts';
import { emptyResume, type ResumeData } from '#shared/resume/resume.schema.ts';
import { DocumentActions } from './document-actions.tsx';
import type * as DocumentRenderer from './document-renderer.ts';

// The seams this component owns: the render worker's calls and the browser's save. TXT
// and Markdown are written on the page, so they stay real.
const { renderPdf, renderDocx, saveFile } = vi.hoisted(() => ({
  renderPdf: vi.fn(async () => new Uint8Array([37, 80, 68, 70])),
  renderDocx: vi.fn(async () => new Uint8Array([80, 75])),
  saveFile: vi.fn(),
}));
vi.mock('./document-renderer.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof DocumentRenderer>()),
  renderPdf,
  renderDocx,
}));
vi.mock('../../lib/save-file.ts', () => ({ saveFile }));

function resume(summary: string): ResumeData {
  const data = emptyResume();
  return { ...data, personalInfo: { ...data.personalInfo, fullName: 'Ada', summary } };
}

function chooseFormat(name: string) {
  const trigger = screen.getByRole('button', { name: /Download/ });
  fireEvent.keyDown(trigger, { key: 'Enter' });
  fireEvent.click(screen.getByRole('menuitem', { name: new RegExp(`^${name}`) }));
}

describe('DocumentActions', () => {
  beforeEach(() => {
    renderPdf.mockClear();
    saveFile.mockClear();
  });

  it('names the characters the fonts cannot draw before a PDF download; Cancel does not download', async () => {
    render(
      <DocumentActions
        data={resume('Kanji 漢 and Arabic ع, café')}
        templateId={null}
        documentKey="anonymous"
      />,
    );
    chooseFormat('PDF');
    const dialog = await screen.findByRole('dialog', { name: 'Some characters would be missing' });
    expect(dialog.textContent).toContain(
      'These characters cannot be drawn by the chosen fonts and would be missing from the PDF: 漢, ع.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(renderPdf).not.toHaveBeenCalled();
    expect(saveFile).not.toHaveBeenCalled();

    chooseFormat('PDF');
    fireEvent.click(await screen.findByRole('button', { name: 'Download anyway' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(saveFile).toHaveBeenCalledWith(
      expect.any(Uint8Array),
      'Ada - Resume.pdf',
      'application/pdf',
    );
  });

  it('downloads a PDF straight away when the fonts draw every character', async () => {
    render(
      <DocumentActions
        data={resume('Łukasz, Ωμέγα, Жанна')}
        templateId={null}
        documentKey="anonymous"
      />,
    );
    chooseFormat('PDF');
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("does not ask before a DOCX, which the reader's own fonts draw", async () => {
    render(<DocumentActions data={resume('漢')} templateId={null} documentKey="anonymous" />);
    chooseFormat('DOCX');
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("offers Markdown and downloads the resume written as Markdown, in the template's order", async () => {
    const data: ResumeData = {
      ...shortResume,
      personalInfo: { ...shortResume.personalInfo, summary: 'Ships **bold** ideas.' },
    };
    // Template 7 is an academic CV, which leads with education.
    render(<DocumentActions data={data} templateId="7" documentKey="anonymous" />);
    const trigger = screen.getByRole('button', { name: /Download/ });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'PDFBest for applying',
      'DOCXEditable in Word',
      'TXTPlain text for forms',
      'MarkdownFor READMEs and websites',
      'JSON ResumeFor other resume tools',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: /^Markdown/ }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [bytes, fileName, contentType] = saveFile.mock.calls[0] as [Uint8Array, string, string];
    expect(fileName).toBe('Jane Doe - Resume.md');
    expect(contentType).toBe('text/markdown; charset=utf-8');
    const text = new TextDecoder().decode(bytes);
    expect(text).toBe(buildResumeMarkdown(data, { layout: 'academic' }));
    expect(text).toContain('## Summary\n\nShips \\*\\*bold\\*\\* ideas.\n');
    expect(text.indexOf('## Education')).toBeLessThan(text.indexOf('## Experience'));
    expect(renderPdf).not.toHaveBeenCalled();
  });
});
