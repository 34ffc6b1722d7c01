import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { contrast } from '#shared/documents/color.ts';
import { FONT_PAIRINGS } from '#shared/documents/font-pairings.ts';
import { DEFAULT_STYLE } from '#shared/resume/resume-defaults.ts';
import { emptyResume, type ResumeData } from '#shared/resume/resume.schema.ts';
import { ACCENT_PALETTE } from './accent-color-field.tsx';
import { LookPanel } from './look-panel.tsx';

function setup(initial: ResumeData = emptyResume()) {
  const state = { data: initial };
  function Harness() {
    const [data, setData] = useState(initial);
    state.data = data;
    return <LookPanel data={data} onEdit={(recipe) => setData((d) => recipe(d))} />;
  }
  render(<Harness />);
  return state;
}

const group = (name: string) => screen.getByRole('group', { name });
const radio = (groupName: string, name: string) =>
  within(group(groupName)).getByRole('radio', { name });
const hexField = () => screen.getByRole('textbox', { name: 'Colour code (#RRGGBB)' });

describe('LookPanel', () => {
  it('offers palette colours that all read as text on white (≥ 4.5:1)', () => {
    expect(ACCENT_PALETTE.length).toBeGreaterThanOrEqual(8);
    for (const { color } of ACCENT_PALETTE) {
      expect(contrast(color, '#ffffff'), color).toBeGreaterThanOrEqual(4.5);
    }
    // The default accent means "the template's colour", so no swatch repeats it.
    expect(ACCENT_PALETTE.map((p) => p.color)).not.toContain(DEFAULT_STYLE.accent_color);
  });

  it('writes the accent colour from a swatch and from the colour code', () => {
    const state = setup();
    expect(
      screen.getByText('The documents use the colour of the template you chose.'),
    ).toBeTruthy();
    fireEvent.click(radio('Accent colour', 'Violet'));
    expect(state.data.style.accent_color).toBe('#6d28d9');
    fireEvent.change(hexField(), { target: { value: '#0E7490' } });
    expect(state.data.style.accent_color).toBe('#0e7490');
    // A code the schema refuses is shown with its message and changes nothing.
    fireEvent.change(hexField(), { target: { value: '#12' } });
    expect(hexField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a colour as #RRGGBB, for example #2563eb.')).toBeTruthy();
    expect(state.data.style.accent_color).toBe('#0e7490');
  });

  it('warns that a light colour is too light as text and names the darker shade printed', () => {
    setup();
    fireEvent.change(hexField(), { target: { value: '#ffff00' } });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Contrast as text on white: 1.0:1, below the 4.5:1');
    expect(status.textContent).toContain('Headings and links are printed in a darker shade');
    expect(status.textContent).toMatch(/#[0-9a-f]{6} \((4\.[5-9]|[5-9]\.\d):1\)/);

    fireEvent.change(hexField(), { target: { value: '#1e3a8a' } });
    const dark = screen.getByRole('status');
    expect(dark.textContent).toBe('Contrast as text on white: 10.3:1. Readable.');
  });

  it('writes the font pairing, text size, spacing and page size', () => {
    const state = setup();
    const fonts = within(group('Fonts')).getAllByRole('radio');
    expect(fonts.length).toBeGreaterThanOrEqual(6);
    expect(fonts).toHaveLength(FONT_PAIRINGS.length);
    fireEvent.click(radio('Fonts', 'Source Serif + Source Sans'));
    expect(state.data.style.font).toBe('editorial');

    const size = screen.getByRole('slider', { name: 'Text size' });
    fireEvent.change(size, { target: { value: '5' } });
    expect(state.data.style.font_scale).toBe(1.1);
    expect(size.getAttribute('aria-valuetext')).toBe('110%');
    fireEvent.change(size, { target: { value: '0' } });
    expect(state.data.style.font_scale).toBe(0.85);

    fireEvent.click(radio('Spacing', 'Compact'));
    expect(state.data.style.density).toBe('compact');
    fireEvent.click(radio('Page size', 'US Letter'));
    expect(state.data.style.page_size).toBe('Letter');
    expect(radio('Page size', 'US Letter')).toHaveProperty('checked', true);
  });

  it('puts every style field back with Reset to template look', () => {
    const state = setup({
      ...emptyResume(),
      style: {
        accent_color: '#b91c1c',
        font: 'technical',
        font_scale: 0.9,
        density: 'spacious',
        page_size: 'Letter',
      },
      language: 'de',
    });
    const reset = screen.getByRole('button', { name: 'Reset to template look' });
    fireEvent.click(reset);
    expect(state.data.style).toEqual(DEFAULT_STYLE);
    expect(state.data.language).toBe('de');
    expect(reset).toHaveProperty('disabled', true);
    expect(radio('Fonts', "Template's fonts")).toHaveProperty('checked', true);
  });

  it('writes the document language from the picker, keeping a regional tag listed', () => {
    const state = setup({ ...emptyResume(), language: 'en-GB' });
    const picker = screen.getByRole('combobox', { name: 'Resume language' });
    expect((picker as HTMLSelectElement).value).toBe('en-GB');
    fireEvent.change(picker, { target: { value: 'fr' } });
    expect(state.data.language).toBe('fr');
    expect(within(picker).getByRole('option', { name: 'Français' })).toBeTruthy();
  });

  it('names the characters the chosen fonts cannot draw', () => {
    const data = emptyResume();
    setup({ ...data, personalInfo: { ...data.personalInfo, fullName: 'Zoë 漢字 Ωμέγα' } });
    expect(
      screen.getByText(/These characters cannot be drawn by the chosen fonts/).textContent,
    ).toBe(
      'These characters cannot be drawn by the chosen fonts and would be missing from the PDF: 漢, 字.',
    );
  });

  it('shows no such warning when the fonts draw every character', () => {
    const data = emptyResume();
    setup({ ...data, personalInfo: { ...data.personalInfo, fullName: 'Zoë Łukasz Ωμέγα Жанна' } });
    expect(screen.queryByText(/cannot be drawn/)).toBeNull();
  });
});
