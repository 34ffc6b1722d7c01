import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Certification, Language, Link, Skill } from '#shared/resume/resume.schema.ts';
import { CertificationsEditor } from './certifications-editor.tsx';
import { LanguagesEditor } from './languages-editor.tsx';
import { LinksEditor } from './links-editor.tsx';
import { SkillsEditor } from './skills-editor.tsx';

/** Each editor over a list held in state. */
function Editors() {
  const [languages, setLanguages] = useState<Language[]>([]);
  const [links, setLinks] = useState<Link[]>([]);
  const [certifications, setCertifications] = useState<Certification[]>([]);
  const [skills, setSkills] = useState<Skill[]>([]);
  return (
    <>
      <LanguagesEditor languages={languages} onChange={setLanguages} />
      <LinksEditor links={links} onChange={setLinks} />
      <CertificationsEditor certifications={certifications} onChange={setCertifications} />
      <SkillsEditor skills={skills} onChange={setSkills} />
    </>
  );
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const button = (name: string) => screen.getByRole('button', { name });
const type = (name: string, value: string) =>
  fireEvent.change(textbox(name), { target: { value } });
const enter = (name: string) => fireEvent.keyDown(textbox(name), { key: 'Enter' });
const section = (name: string) => screen.getByRole('region', { name });

// A limit that catches a hang, not a slow machine (a busy two-core machine renders slowly).
describe('the row editors', { timeout: 60_000 }, () => {
  it('languages: Enter or the button adds, a language is listed once, the level edits in place', () => {
    render(<Editors />);
    type('Language', 'French');
    fireEvent.change(screen.getByRole('combobox', { name: 'Level' }), {
      target: { value: 'Fluent' },
    });
    fireEvent.click(button('Add Language'));
    expect(screen.getByRole('combobox', { name: 'Level of French' })).toHaveProperty(
      'value',
      'Fluent',
    );
    expect(textbox('Language')).toHaveProperty('value', '');
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveProperty('value', '');

    type('Language', ' french ');
    enter('Language');
    expect(screen.getByText('That language is already in your list.')).toBeTruthy();
    expect(textbox('Language')).toHaveProperty('value', '');
    type('Language', 'G');
    expect(screen.queryByText('That language is already in your list.')).toBeNull();
    type('Language', 'German');
    enter('Language');
    fireEvent.change(screen.getByRole('combobox', { name: 'Level of German' }), {
      target: { value: 'Basic' },
    });
    expect(screen.getByRole('combobox', { name: 'Level of German' })).toHaveProperty(
      'value',
      'Basic',
    );
    fireEvent.click(button('Remove German'));
    expect(within(section('Languages')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('links: the address is checked, the error is the address field’s and goes as it is typed', () => {
    render(<Editors />);
    type('Link URL', 'ftp://ada.example.com');
    fireEvent.click(button('Add Link'));
    const message = 'Enter a web address starting with http:// or https://';
    expect(screen.getByText(message)).toBeTruthy();
    expect(textbox('Link URL').getAttribute('aria-invalid')).toBe('true');
    type('Link URL', 'https://ada.example.com');
    expect(screen.queryByText(message)).toBeNull();
    type('Link label', 'Portfolio');
    enter('Link URL');
    expect(screen.getByText('https://ada.example.com')).toBeTruthy();
    expect(textbox('Link label')).toHaveProperty('value', '');
    fireEvent.click(button('Remove link Portfolio'));
    expect(screen.queryByText('https://ada.example.com')).toBeNull();
  });

  it('certifications: adding waits for a name, then lists name, issuer and year', () => {
    render(<Editors />);
    expect(button('Add Certification')).toHaveProperty('disabled', true);
    type('Certification Name', 'AWS Certified Developer');
    type('Issuer', 'Amazon');
    fireEvent.click(button('Add Certification'));
    const rows = within(section('Certifications')).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['AWS Certified Developer · Amazon']);
    expect(button('Add Certification')).toHaveProperty('disabled', true);
  });

  it('skills: tags by category, the category stays for the next skill', () => {
    render(<Editors />);
    type('Skill', 'SQL');
    // With its suggestions, the category field is a combobox.
    const category = screen.getByRole('combobox', { name: 'Category (optional)' });
    fireEvent.change(category, { target: { value: 'Data' } });
    enter('Skill');
    expect(category).toHaveProperty('value', 'Data');
    type('Skill', 'sql');
    fireEvent.click(button('Add Skill'));
    expect(screen.getByText('That skill is already in your list.')).toBeTruthy();
    type('Skill', 'Python');
    fireEvent.keyDown(category, { key: 'Enter' });
    const data = screen.getByRole('list', { name: 'Data' });
    expect(
      within(data)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['SQL', 'Python']);
    fireEvent.click(button('Remove SQL'));
    expect(
      within(data)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Python']);
  });
});
