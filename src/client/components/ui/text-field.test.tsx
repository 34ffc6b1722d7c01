import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field.tsx';

describe('TextField', () => {
  it('is a labelled input that keeps the id it is given and reports its error', () => {
    render(<TextField id="profile-email" label="Email" type="email" error="Enter an e-mail." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.id).toBe('profile-email');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Enter an e-mail.');
  });

  it('gives the wrapper the class, not the input', () => {
    const { container } = render(<TextField label="Code" className="max-w-xs" />);
    expect(container.firstElementChild?.classList.contains('max-w-xs')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Code' }).classList.contains('max-w-xs')).toBe(
      false,
    );
  });

  it('shows and hides a password with a pressed-state button', () => {
    render(<TextField label="Password" type="password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(hide);
    expect(input.getAttribute('type')).toBe('password');
  });
});
