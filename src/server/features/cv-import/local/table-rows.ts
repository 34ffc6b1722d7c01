/**
 * Word tables with a header row ('Period | Position | Employer | City'): the header names
 * what each column holds, so the rows under it are read by column instead of by guessing
 * which cell is the title and which the employer. The header row itself is no entry.
 */
export type ColumnRole =
  'dates' | 'title' | 'company' | 'place' | 'degree' | 'school' | 'grade' | 'label' | 'items';

export type Cells = Partial<Record<ColumnRole, string>>;

const COLUMN_WORDS = new Map<string, ColumnRole>([
  ['period', 'dates'],
  ['dates', 'dates'],
  ['date', 'dates'],
  ['year', 'dates'],
  ['years', 'dates'],
  ['duration', 'dates'],
  ['from to', 'dates'],
  ['position', 'title'],
  ['role', 'title'],
  ['title', 'title'],
  ['job title', 'title'],
  ['job', 'title'],
  ['employer', 'company'],
  ['company', 'company'],
  ['organisation', 'company'],
  ['organization', 'company'],
  ['city', 'place'],
  ['location', 'place'],
  ['place', 'place'],
  ['country', 'place'],
  ['qualification', 'degree'],
  ['degree', 'degree'],
  ['course', 'degree'],
  ['programme', 'degree'],
  ['program', 'degree'],
  ['institution', 'school'],
  ['school', 'school'],
  ['university', 'school'],
  ['college', 'school'],
  ['grade', 'grade'],
  ['grades', 'grade'],
  ['result', 'grade'],
  ['results', 'grade'],
  ['classification', 'grade'],
  ['gpa', 'grade'],
  ['area', 'label'],
  ['category', 'label'],
  ['field', 'label'],
  ['language', 'label'],
  ['skills', 'items'],
  ['skill', 'items'],
  ['tools', 'items'],
  ['level', 'items'],
  ['proficiency', 'items'],
]);

/** The roles of a table's columns when the line is its header row, else null. */
export function columnRoles(text: string): ColumnRole[] | null {
  const cells = text.split('\t').map((c) =>
    c
      .toLowerCase()
      .replace(/[^\p{L}\s]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  if (cells.length < 2) return null;
  const roles = cells.map((c) => COLUMN_WORDS.get(c));
  if (roles.some((r) => r === undefined)) return null;
  return new Set(roles).size === roles.length ? (roles as ColumnRole[]) : null;
}

/**
 * A row's cells by the header's roles, in order. A Word row may leave its last cell out
 * (no grade). A PDF row must fill every column: with fewer cells, some were run together
 * (narrow gaps) or wrapped onto the lines around, and the row is not read by column.
 */
export function cellsOf(text: string, roles: ColumnRole[], exact: boolean): Cells | null {
  const cells = text.split('\t').map((c) => c.trim());
  const fewest = exact ? Math.max(2, roles.length - 1) : roles.length;
  if (cells.length < fewest || cells.length > roles.length) return null;
  const out: Cells = {};
  cells.forEach((c, i) => {
    if (c) out[roles[i]!] = c;
  });
  return out;
}
