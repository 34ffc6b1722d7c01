import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyResume, type ResumeData } from '#shared/resume/resume.schema.ts';
import { DocumentActions } from './document-actions.tsx';

// The seams this component owns: the render worker's calls and the browser's save.
const { renderPdf, renderDocx, saveFile } = vi.hoisted(() => ({
  renderPdf: vi.fn(async () => new Uint8Array([37, 80, 68, 70])),
  renderDocx: vi.fn(async () => new Uint8Array([80, 75])),
  saveFile: vi.fn(),
}));
vi.mock('./document-renderer.ts', () => ({
  renderPdf,
  renderDocx,
  renderTxt: vi.fn(async () => new Uint8Array()),
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
});
