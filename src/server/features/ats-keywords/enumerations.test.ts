import { describe, expect, it } from 'vitest';
import { isLowerItem, listItems, requirementObjects } from './enumerations.ts';

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

describe('the lone object of a requirement word', () => {
  it.each([
    ['Experience in cargo reconciliation within a busy port.', ['cargo reconciliation']],
    ['At least 2 years of tissue culture experience.', ['tissue culture']],
    ['Working knowledge of ISO 45001 as a lead auditor.', ['ISO 45001']],
    ['Familiar with the Crown Court procedure rules.', ['Crown Court procedure rules']],
    // A list (or a comma that may open one), the head of a longer phrase, a run of more than
    // four words: no lone object.
    ['Working knowledge of ISO 45001, ideally as an auditor.', []],
    ['Experience with tendering and bid writing.', []],
    ['Experience with tendering, estimating and bid writing.', []],
    ['Experience in execution of bridge decks.', []],
    ['Experience in very large and complex public sector programmes.', []],
    [
      'Knowledge of road freight regulations across the EU and the UK.',
      ['road freight regulations'],
    ],
  ])('%s', (text, objects) => {
    expect(requirementObjects(text)).toEqual(objects);
  });
});
