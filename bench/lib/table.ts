import { judge } from './rows.ts';
import type { Budget, Row } from './types.ts';

export interface TableRow extends Row {
  suite: string;
  /** The suite threw: the row stands for the figures it could not measure. */
  crashed?: boolean;
}

export function formatValue(value: number | null, unit: string): string {
  if (value === null) return 'n/a';
  // Suites round their figures; this only trims what they left long, and drops trailing zeros.
  const magnitude = Math.abs(value);
  const text = value.toLocaleString('en-US', {
    maximumFractionDigits: magnitude >= 1000 ? 0 : magnitude >= 10 ? 1 : 3,
    useGrouping: false,
  });
  return unit ? `${text} ${unit}` : text;
}

export function formatBudget(budget: Budget | undefined, unit: string): string {
  if (!budget) return '';
  return `${budget.op === '<=' ? '≤' : '≥'} ${formatValue(budget.value, unit)}`;
}

export function status(row: Row & { crashed?: boolean }): 'PASS' | 'FAIL' | 'CRASH' | '—' {
  if (row.crashed) return 'CRASH';
  const pass = judge(row);
  return pass === undefined ? '—' : pass ? 'PASS' : 'FAIL';
}

/** One plain-text table of every row; the note column is last and not padded. */
export function renderTable(rows: readonly TableRow[]): string {
  const header = ['Suite', 'Metric', 'Value', 'Budget', 'Result', 'Note'];
  const cells = rows.map((row) => [
    row.suite,
    row.metric,
    formatValue(row.value, row.unit),
    formatBudget(row.budget, row.unit),
    status(row),
    row.note ?? '',
  ]);
  const widths = header.map((title, i) =>
    i === header.length - 1 ? 0 : Math.max(title.length, ...cells.map((c) => (c[i] ?? '').length)),
  );
  const line = (values: string[]) =>
    values
      .map((v, i) => (i === values.length - 1 ? v : v.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w, i) => '─'.repeat(i === widths.length - 1 ? 4 : w)).join('  ');
  return [line(header), rule, ...cells.map(line)].join('\n');
}
