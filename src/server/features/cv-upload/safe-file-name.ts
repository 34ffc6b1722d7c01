import { fileExtension } from '#shared/cv-import/cv-import.limits.ts';

/** Longest stored name part (the key's last segment adds `cv_{timestamp}_`, well under 255 bytes). */
export const MAX_SAFE_NAME_LENGTH = 100;

// Anything but letters, marks, digits, dot, dash and underscore: path separators, drive
// colons, shell and URL specials, spaces, and every control, format (bidi, zero-width)
// and private-use character, which can make a name read differently from what it is.
const UNSAFE = /[^\p{L}\p{M}\p{N}._-]+/gu;

/**
 * The uploaded file's name made safe to be part of a storage key and to be shown back:
 * only the last path segment, unsafe runs replaced by one '_', no leading dots, capped
 * at `MAX_SAFE_NAME_LENGTH` characters with the extension kept. `extension` (with its
 * dot) replaces the name's own, so the key says what the content really is.
 */
export function safeFileName(original: string, extension: string): string {
  const lastSegment = original.split(/[/\\]/).pop() ?? '';
  const ownExtension = fileExtension(lastSegment);
  const stem = (ownExtension ? lastSegment.slice(0, -ownExtension.length) : lastSegment)
    .normalize('NFC')
    .replace(UNSAFE, '_')
    .replace(/_{2,}/g, '_')
    .replace(/^[._-]+|[._-]+$/g, '');
  const room = MAX_SAFE_NAME_LENGTH - extension.length;
  // Cut by code points, never through a surrogate pair.
  const cut = Array.from(stem)
    .slice(0, room)
    .join('')
    .replace(/[._-]+$/, '');
  return `${cut || 'cv'}${extension}`;
}
