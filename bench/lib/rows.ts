import type { Budget, Row } from './types.ts';

export const atMost = (value: number): Budget => ({ op: '<=', value });
export const atLeast = (value: number): Budget => ({ op: '>=', value });

/** Whether a row meets its budget; undefined when it has none. An unmeasured value fails. */
export function judge(row: Row): boolean | undefined {
  if (row.pass !== undefined) return row.pass;
  if (!row.budget) return undefined;
  if (row.value === null || !Number.isFinite(row.value)) return false;
  return row.budget.op === '<=' ? row.value <= row.budget.value : row.value >= row.budget.value;
}

/** Rounds to `digits` decimals (for figures stored in the results files). */
export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
