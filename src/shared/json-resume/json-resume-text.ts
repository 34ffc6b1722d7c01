import { descriptionBlocks } from '../documents/resume-content.ts';
import { isHttpUrl } from '../resume/resume.schema.ts';
import { RESUME_LIMITS } from '../resume/resume.limits.ts';

/**
 * The text rules both directions share: an entry's description ↔ JSON Resume's `summary`
 * and `highlights`, a location line ↔ `basics.location`, and web addresses.
 */

/**
 * A description as JSON Resume writes it. The split is the document engine's own
 * (`descriptionBlocks`), so the file says what the PDF shows: paragraphs become the
 * summary (separated by a blank line), bullet items the highlights.
 */
export function splitDescription(description: string): { summary: string; highlights: string[] } {
  const paragraphs: string[] = [];
  const highlights: string[] = [];
  for (const block of descriptionBlocks(description)) {
    if (block.kind === 'paragraph') paragraphs.push(block.text);
    else highlights.push(...block.items);
  }
  return { summary: paragraphs.join('\n\n'), highlights };
}

/**
 * The inverse: the summary's paragraphs (one per line, a blank line between them), then
 * one '- ' line per highlight, which the document engine shows as a bullet list.
 */
export function joinDescription(summary: string, highlights: readonly string[]): string {
  const paragraphs = summary
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const bullets = highlights
    .map((item) => item.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter(Boolean)
    .map((item) => `- ${item}`);
  const text = paragraphs.join('\n\n');
  if (bullets.length === 0) return text;
  return text ? `${text}\n${bullets.join('\n')}` : bullets.join('\n');
}

/**
 * A reference's relationship and contact as one line, written as JSON Resume's
 * `reference` so that its themes, which print that field, say who the person is and how
 * to reach them: 'Former manager — jane@example.com'.
 */
export function referenceLine(relationship: string, contact: string): string {
  return [relationship, contact]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' — ');
}

export interface JrLocation {
  city?: string | null | undefined;
  region?: string | null | undefined;
  countryCode?: string | null | undefined;
}

export interface LocationParts {
  city: string;
  region?: string;
  countryCode?: string;
}

/**
 * Our one-line location as JSON Resume's parts. 'Portland, OR' → city and region;
 * 'Austin, TX, US' → city, region and a two-letter country code. Anything the parts
 * would not give back exactly (odd spacing, empty parts) stays whole in `city`.
 */
export function locationParts(location: string): LocationParts | undefined {
  const text = location.trim();
  if (!text) return undefined;
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length === 1 || parts.some((part) => !part) || parts.join(', ') !== text) {
    return { city: text };
  }
  const last = parts.at(-1)!;
  if (parts.length >= 3 && /^[A-Z]{2}$/.test(last)) {
    return { city: parts[0]!, region: parts.slice(1, -1).join(', '), countryCode: last };
  }
  return { city: parts[0]!, region: parts.slice(1).join(', ') };
}

/** JSON Resume's location parts as one line: city, region, country code. */
export function locationLine(location: JrLocation | null | undefined): string {
  if (!location) return '';
  return [location.city, location.region, location.countryCode]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(', ');
}

const BARE_DOMAIN = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d+)?([/?#]\S*)?$/u;

/**
 * A web address we can keep: http(s) as given, or a bare 'github.com/jane' with https://
 * in front. Anything else (mailto:, javascript:, free text) is refused with null.
 */
export function webAddress(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const url = isHttpUrl(text) ? text : BARE_DOMAIN.test(text) ? `https://${text}` : '';
  if (!url || !isHttpUrl(url) || url.length > RESUME_LIMITS.url) return null;
  return url;
}
