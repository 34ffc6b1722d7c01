import type { ExtractedCertification } from '#shared/cv-import/cv-import.schema.ts';

/**
 * One certification line as CVs print it: 'Certified Scrum Master — Scrum Alliance, 2022',
 * 'PRINCE2 Practitioner, Axelos (2019)', '2021<TAB>Food Hygiene Level 3, City Guilds',
 * 'AWS Solutions Architect (Amazon Web Services), 2020', 'Name | Issuer | 2018'. The name
 * comes first, the issuer after it, the year wherever it stands.
 */
export function parseCertification(text: string): ExtractedCertification | null {
  let t = text.replace(/\s+/g, ' ').trim();
  let year = '';
  // The year at either end, bare or in brackets ('2022', '(2022)', 'issued 2022').
  const end = /[\s,;|–—-]*\(?(?:issued\s+|since\s+)?((?:19|20)\d{2})\)?\.?$/i.exec(t);
  const start = /^\(?((?:19|20)\d{2})\)?(?:\s*[,;|:–—-]\s*|\s+)/.exec(t);
  if (end && end.index > 0) {
    year = end[1]!;
    t = t.slice(0, end.index).trim();
  } else if (start) {
    year = start[1]!;
    t = t.slice(start[0].length).trim();
  }
  t = t.replace(/[\s,;|–—-]+$/, '');
  if (!t || !/\p{L}/u.test(t)) return null;
  let name = t;
  let issuer = '';
  const issued = /^(.+?)\s*[,;–—-]?\s+(?:issued by|awarded by|from|by)\s+(.+)$/i.exec(t);
  const dash = /^(.+?)\s+[–—|-]\s+(.+)$/.exec(t);
  const paren = /^(.+?)\s*\(([^()]+)\)$/.exec(t);
  const comma = /^([^,]+),\s*(.+)$/.exec(t);
  const split = issued ?? dash ?? paren ?? comma;
  if (split) {
    name = split[1]!.trim();
    issuer = split[2]!.replace(/[\s,;|–—-]+$/, '').trim();
  }
  return { name, issuer, year };
}
