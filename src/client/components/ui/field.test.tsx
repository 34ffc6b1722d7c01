import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field.tsx';

/** The texts the control's aria-describedby points at, in order. */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
}

describe('Field', () => {
  it('labels its control and describes it by the hint', () => {
    render(
      <Field label="Email" hint="We never share it.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(description(input)).toBe('We never share it.');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('shows the error in the hint’s place on a page form', () => {
    render(
      <Field id="email" label="Email" hint="We never share it." error="Enter an e-mail.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('id')).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toBe('Enter an e-mail.');
    expect(screen.queryByText('We never share it.')).toBeNull();
  });

  it('keeps the hint beside the error, the extra note and the required mark when compact', () => {
    render(
      <Field
        label="Job title"
        required
        compact
        hint="As on the contract."
        error="Too long."
        describedBy="note"
        after={<p id="note">Check this.</p>}
      >
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /Job title/ });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(description(input)).toBe('As on the contract. Too long. Check this.');
  });

  it('puts the aside in the label row', () => {
    render(
      <Field label="Password" aside={<button type="button">Forgot password?</button>}>
        {(control) => <input {...control} />}
      </Field>,
    );
    const row = screen.getByText('Password').parentElement;
    expect(row?.contains(screen.getByRole('button', { name: 'Forgot password?' }))).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Password' }).parentElement).not.toBe(row);
  });
});
