import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TabPanel, Tabs, type TabItem } from './tabs.tsx';

type Value = 'one' | 'two' | 'three';

/** Three tabs whose selection lives in state, as a page keeps it; each panel holds a field. */
function Harness({
  disabled = [],
  initial = 'one',
  onChange,
}: {
  disabled?: readonly Value[];
  initial?: Value;
  onChange?: (value: Value) => void;
}) {
  const [value, setValue] = useState<Value>(initial);
  const tabs: TabItem<Value>[] = (['one', 'two', 'three'] as const).map((v) => ({
    value: v,
    label: `Tab ${v}`,
    disabled: disabled.includes(v),
  }));
  return (
    <Tabs
      value={value}
      onValueChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
      tabs={tabs}
      label="Numbers"
      tabClassName="tab"
    >
      <p>Between the list and the panels</p>
      {tabs.map((tab) => (
        <TabPanel key={tab.value} value={tab.value}>
          <label>
            Field {tab.value}
            <input />
          </label>
        </TabPanel>
      ))}
    </Tabs>
  );
}

const tab = (value: Value) => screen.getByRole('tab', { name: `Tab ${value}` });

/** The selected tab's name, and that it is the only one in the Tab order. */
function selected(): string {
  const tabs = screen.getAllByRole('tab');
  const chosen = tabs.filter((t) => t.getAttribute('aria-selected') === 'true');
  expect(chosen).toHaveLength(1);
  for (const t of tabs) {
    expect(t.tabIndex).toBe(t === chosen[0] ? 0 : -1);
    expect(t.getAttribute('data-state')).toBe(t === chosen[0] ? 'active' : 'inactive');
  }
  return chosen[0]!.textContent ?? '';
}

function press(key: string, options: Partial<KeyboardEventInit> = {}) {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement)) throw new Error('nothing has the focus');
  fireEvent.keyDown(focused, { key, ...options });
}

describe('Tabs', () => {
  it('links each tab and its panel both ways, under a named horizontal tab list', () => {
    render(<Harness />);
    const list = screen.getByRole('tablist', { name: 'Numbers' });
    expect(list.getAttribute('aria-orientation')).toBe('horizontal');
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    for (const t of screen.getAllByRole('tab')) {
      expect(list.contains(t)).toBe(true);
      expect(t.getAttribute('type')).toBe('button');
      expect(t.className).toBe('tab');
      const panel = document.getElementById(t.getAttribute('aria-controls') ?? '');
      expect(panel?.getAttribute('role')).toBe('tabpanel');
      expect(panel?.getAttribute('aria-labelledby')).toBe(t.id);
    }
    const panel = screen.getByRole('tabpanel', { name: 'Tab one' });
    expect(panel.tabIndex).toBe(0);
    expect(panel.getAttribute('data-state')).toBe('active');
    expect(selected()).toBe('Tab one');
    expect(tab('one').getAttribute('aria-selected')).toBe('true');
    expect(tab('two').getAttribute('aria-selected')).toBe('false');
    expect(screen.getByText('Between the list and the panels')).toBeTruthy();
  });

  it('shows only the selected panel’s content; the others are hidden and empty', () => {
    render(<Harness />);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Field one' })).toBeTruthy();
    expect(screen.queryByText(/Field two/)).toBeNull();
    const other = document.getElementById(tab('two').getAttribute('aria-controls') ?? '');
    expect(other?.hidden).toBe(true);
    expect(other?.childElementCount).toBe(0);
    expect(other?.getAttribute('data-state')).toBe('inactive');
  });

  it('selects a tab on click and unmounts the panel it leaves', () => {
    render(<Harness />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Field one' }), {
      target: { value: 'typed' },
    });
    fireEvent.click(tab('two'));
    expect(selected()).toBe('Tab two');
    expect(document.activeElement).toBe(tab('two'));
    expect(screen.getByRole('tabpanel', { name: 'Tab two' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Field one' })).toBeNull();
    fireEvent.click(tab('one'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Field one' }).value).toBe('');
  });

  it('reports only a change: clicking the selected tab calls nothing', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(tab('one'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(tab('three'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('three');
  });

  it('moves and selects with the arrow keys, wrapping round at both ends', () => {
    render(<Harness />);
    tab('one').focus();
    press('ArrowRight');
    expect(selected()).toBe('Tab two');
    expect(document.activeElement).toBe(tab('two'));
    press('ArrowRight');
    press('ArrowRight');
    expect(selected()).toBe('Tab one');
    expect(document.activeElement).toBe(tab('one'));
    press('ArrowLeft');
    expect(selected()).toBe('Tab three');
    expect(document.activeElement).toBe(tab('three'));
    press('ArrowLeft');
    expect(selected()).toBe('Tab two');
  });

  it('goes to the first tab with Home and the last with End', () => {
    render(<Harness initial="two" />);
    tab('two').focus();
    press('End');
    expect(selected()).toBe('Tab three');
    expect(document.activeElement).toBe(tab('three'));
    press('Home');
    expect(selected()).toBe('Tab one');
    expect(document.activeElement).toBe(tab('one'));
  });

  it('leaves the vertical arrows and modified keys alone', () => {
    render(<Harness />);
    tab('one').focus();
    for (const key of ['ArrowDown', 'ArrowUp', 'Enter']) press(key);
    press('ArrowRight', { shiftKey: true });
    press('End', { ctrlKey: true });
    expect(selected()).toBe('Tab one');
    expect(document.activeElement).toBe(tab('one'));
  });

  it('passes over a disabled tab with the keys and does not select it on click', () => {
    const onChange = vi.fn();
    render(<Harness disabled={['two']} onChange={onChange} />);
    expect((tab('two') as HTMLButtonElement).disabled).toBe(true);
    expect(tab('two').hasAttribute('data-disabled')).toBe(true);
    expect(tab('one').hasAttribute('data-disabled')).toBe(false);
    fireEvent.click(tab('two'));
    expect(selected()).toBe('Tab one');
    tab('one').focus();
    press('ArrowRight');
    expect(selected()).toBe('Tab three');
    press('ArrowLeft');
    expect(selected()).toBe('Tab one');
    expect(onChange.mock.calls).toEqual([['three'], ['one']]);
  });

  it('takes Home and End to the first and last tabs that are enabled', () => {
    const { unmount } = render(<Harness initial="three" disabled={['one']} />);
    tab('three').focus();
    press('Home');
    expect(selected()).toBe('Tab two');
    expect(document.activeElement).toBe(tab('two'));
    unmount();
    render(<Harness disabled={['three']} />);
    tab('one').focus();
    press('End');
    expect(selected()).toBe('Tab two');
    expect(document.activeElement).toBe(tab('two'));
  });

  it('stays put when every other tab is disabled', () => {
    render(<Harness initial="two" disabled={['one', 'three']} />);
    tab('two').focus();
    for (const key of ['Home', 'End', 'ArrowLeft', 'ArrowRight']) press(key);
    expect(selected()).toBe('Tab two');
    expect(document.activeElement).toBe(tab('two'));
  });
});
