import { render, screen } from '@testing-library/react';
import { Check, Minus, X } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { CheckListItem, type CheckStatus, type CheckStatusLook } from './check-list-item.tsx';

const LOOK: CheckStatusLook = {
  pass: { icon: Check, className: 'text-emerald-600', label: 'passes' },
  fail: { icon: X, className: 'text-amber-600', label: 'to fix' },
  'not-applicable': { icon: Minus, className: 'text-slate-400', label: 'not checked' },
};

function renderRow(status: CheckStatus) {
  render(
    <ul>
      <CheckListItem
        check={{ title: 'Contact details present', fix: 'Add an email address.', status }}
        look={LOOK}
        action={<button type="button">Go</button>}
      />
    </ul>,
  );
  return screen.getByRole('listitem');
}

describe('CheckListItem', () => {
  it.each([
    ['pass', 'Contact details present: passesAdd an email address.'],
    ['fail', 'Contact details present: to fixAdd an email address.Go'],
    ['not-applicable', 'Contact details present: not checkedAdd an email address.'],
  ] as const)('a %s row reads its status in words after the title', (status, text) => {
    const row = renderRow(status);
    expect(row.textContent).toBe(text);
    expect(row.getAttribute('data-status')).toBe(status);
  });

  it('offers its action only while the check fails', () => {
    renderRow('pass');
    expect(screen.queryByRole('button', { name: 'Go' })).toBeNull();
  });
});
