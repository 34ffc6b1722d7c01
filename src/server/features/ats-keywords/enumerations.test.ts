import { describe, expect, it } from 'vitest';
import { isLowerItem, listItems } from './enumerations.ts';

describe('lists written into a sentence', () => {
  it.each([
    [
      'Good understanding of distributed systems, idempotency and concurrency.',
      [['distributed systems', 'idempotency', 'concurrency']],
    ],
    [
      'Experience with scheduling, payroll control and inventory management.',
      [['scheduling', 'payroll control', 'inventory management']],
    ],
    // Examples after "including" and an aside in parentheses are lists of their own.
    [
      'Solid understanding of statistics and experiment design, including A/B testing.',
      [['statistics', 'experiment design']],
    ],
    [
      'Completion of internship and NYSC (discharge or exemption certificate).',
      [
        ['internship', 'NYSC'],
        ['discharge', 'exemption certificate'],
      ],
    ],
  ])('%s', (text, lists) => {
    expect(listItems(text)).toEqual(lists);
  });

  it('leaves out a first item whose lead-in it cannot read, and a clause with one item', () => {
    expect(listItems('Presenting complex financial results clearly, SAP and Excel')).toEqual([
      ['SAP', 'Excel'],
    ]);
    expect(listItems('Knowledge of IFRS.')).toEqual([]);
  });

  it('takes one to three lower-case words as an item written like a term', () => {
    expect(isLowerItem('idempotency')).toBe(true);
    expect(isLowerItem('standard costing')).toBe(true);
    expect(isLowerItem('NYSC')).toBe(false);
    expect(isLowerItem('the income tax returns filing')).toBe(false);
  });
});
