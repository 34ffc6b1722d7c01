import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emptyExtractedProfile } from '#shared/cv-import/cv-import.schema.ts';
import { resumeDataSchema } from '#shared/resume/resume.schema.ts';
import CvImportDialog from './cv-import-dialog.tsx';

const resume = resumeDataSchema.parse({
  personalInfo: {
    fullName: 'Old Name',
    links: [{ label: 'Old site', url: 'https://old.example.com' }],
  },
  skills: [{ name: 'Old skill', category: '' }],
});
const profile = {
  ...emptyExtractedProfile(),
  display_name: 'Ada Lovelace',
  phone: '+44 1',
  skills: ['SQL', 'Python'],
};

const row = (name: string) => screen.getByRole('radiogroup', { name });
const preview = (name: string) =>
  document.getElementById(row(name).getAttribute('aria-describedby')!)!.textContent;

describe('CvImportDialog', () => {
  it('shows a row per section with what the CV holds and what the choice changes', () => {
    render(
      <CvImportDialog data={resume} profile={profile} onImport={() => {}} onCancel={() => {}} />,
    );
    // Personal details, links (only in the resume) and skills.
    expect(screen.getAllByRole('radiogroup')).toHaveLength(3);
    expect(screen.getByText('Your CV: 2 skills')).toBeTruthy();
    expect(screen.getByText('Not in your CV')).toBeTruthy();
    expect(preview('Personal details')).toBe('Fills phone');
    expect(preview('Skills')).toBe('1 skill kept, 2 added');
    expect(preview('Links')).toBe('No change: 1 link kept');

    fireEvent.click(within(row('Skills')).getByRole('radio', { name: 'Replace' }));
    expect(preview('Skills')).toBe('Replaces 1 skill with 2');
  });

  it('sets every row with a quick button and imports the choices', () => {
    const onImport = vi.fn();
    render(
      <CvImportDialog data={resume} profile={profile} onImport={onImport} onCancel={() => {}} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Replace everything' }));
    expect(preview('Links')).toBe('Removes 1 link');
    expect(within(row('Links')).getByRole('radio', { name: 'Remove' })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(onImport).toHaveBeenCalledWith(
      expect.objectContaining({ personal: 'replace', links: 'replace', skills: 'replace' }),
    );
  });

  it('cancels without importing', () => {
    const onImport = vi.fn();
    const onCancel = vi.fn();
    render(
      <CvImportDialog data={resume} profile={profile} onImport={onImport} onCancel={onCancel} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onImport).not.toHaveBeenCalled();
  });

  it('names a LinkedIn export as what was read, never a CV', () => {
    render(
      <CvImportDialog
        data={resume}
        profile={profile}
        source="linkedin"
        onImport={() => {}}
        onCancel={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Import from your LinkedIn export' });
    expect(
      within(dialog).getByText(/Choose for each section what the LinkedIn export does to it/),
    ).toBeTruthy();
    expect(screen.getByText('Your LinkedIn export: 2 skills')).toBeTruthy();
    expect(screen.getByText('Not in your LinkedIn export')).toBeTruthy();
    expect(within(dialog).queryByText(/\bCV\b/)).toBeNull();
  });

  it('says CV for a CV', () => {
    render(
      <CvImportDialog data={resume} profile={profile} onImport={() => {}} onCancel={() => {}} />,
    );
    expect(screen.getByRole('dialog', { name: 'Import from your CV' })).toBeTruthy();
  });
});
