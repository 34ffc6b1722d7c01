import { describe, expect, it } from 'vitest';
import { atLeast, atMost, judge } from './rows.ts';
import { formatBudget, formatValue, renderTable, status } from './table.ts';

describe('judge', () => {
  it('compares the value with the budget in its direction', () => {
    expect(judge({ metric: 'm', value: 100, unit: 'KB', budget: atMost(100) })).toBe(true);
    expect(judge({ metric: 'm', value: 100.1, unit: 'KB', budget: atMost(100) })).toBe(false);
    expect(judge({ metric: 'm', value: 95, unit: '', budget: atLeast(95) })).toBe(true);
    expect(judge({ metric: 'm', value: 94, unit: '', budget: atLeast(95) })).toBe(false);
  });

  it('fails an unmeasured value that has a budget, and has no verdict without a budget', () => {
    expect(judge({ metric: 'm', value: null, unit: 'ms', budget: atMost(1) })).toBe(false);
    expect(judge({ metric: 'm', value: 5, unit: 'ms' })).toBeUndefined();
  });

  it('keeps a verdict the suite gave', () => {
    expect(judge({ metric: 'm', value: 5, unit: 'ms', budget: atMost(1), pass: true })).toBe(true);
  });
});

describe('table', () => {
  it('formats values, budgets and status', () => {
    expect(formatValue(86.73, 'KB gz')).toBe('86.7 KB gz');
    expect(formatValue(1895, 'ms')).toBe('1895 ms');
    expect(formatValue(102.04, 'KB gz')).toBe('102 KB gz');
    expect(formatValue(1234.56, 'ms')).toBe('1235 ms');
    expect(formatValue(0.3422, '')).toBe('0.342');
    expect(formatValue(9.4, 'KB')).toBe('9.4 KB');
    expect(formatValue(null, 'ms')).toBe('n/a');
    expect(formatBudget(atMost(3000), 'ms')).toBe('≤ 3000 ms');
    expect(formatBudget(atLeast(90), '')).toBe('≥ 90');
    expect(status({ metric: 'm', value: 1, unit: '' })).toBe('—');
    expect(status({ metric: 'm', value: 2, unit: '', budget: atMost(1) })).toBe('FAIL');
    expect(status({ metric: 'm', value: null, unit: '', crashed: true })).toBe('CRASH');
  });

  it('aligns the columns and leaves the note unpadded', () => {
    const table = renderTable([
      { suite: 'bundle', metric: 'Initial JS /', value: 86.7, unit: 'KB', budget: atMost(100) },
      { suite: 'startup', metric: 'First start', value: 4440, unit: 'ms', note: 'fresh' },
    ]).split('\n');
    expect(table[0]).toBe('Suite    Metric        Value    Budget    Result  Note');
    expect(table[2]).toBe('bundle   Initial JS /  86.7 KB  ≤ 100 KB  PASS');
    expect(table[3]).toBe('startup  First start   4440 ms            —       fresh');
  });
});
