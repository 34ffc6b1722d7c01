import { AlertTriangle } from 'lucide-react';
import { Fragment } from 'react';
import { cn } from '../lib/cn.ts';

/** More than this many characters are summed up ('and 12 more'): the message stays readable. */
const MAX_NAMED = 20;

/** A combining mark alone sits on a dotted circle, as character charts show it. */
const COMBINING_MARK = /^\p{M}$/u;

/**
 * 'These characters cannot be drawn by the chosen fonts and would be missing from the PDF:
 * 漢, ع', naming each character (each isolated, so right-to-left ones keep the list's order)
 * as text: nothing the person typed is read as markup.
 */
function UndrawableCharactersMessage({ characters }: { characters: readonly string[] }) {
  const named = characters.slice(0, MAX_NAMED);
  const more = characters.length - named.length;
  return (
    <>
      These characters cannot be drawn by the chosen fonts and would be missing from the PDF:{' '}
      {named.map((char, i) => (
        <Fragment key={char}>
          {i > 0 ? ', ' : null}
          <bdi className="font-semibold">{COMBINING_MARK.test(char) ? `◌${char}` : char}</bdi>
        </Fragment>
      ))}
      {more > 0 ? ` and ${more} more` : null}.
    </>
  );
}

/** The warning box around the message, for the Look panel and the download confirmation. */
export function UndrawableCharactersNote({
  characters,
  hint,
  className,
}: {
  characters: readonly string[];
  /** What the person can do about it. */
  hint?: string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900',
        className,
      )}
    >
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-1 break-words">
        <p>
          <UndrawableCharactersMessage characters={characters} />
        </p>
        {hint ? <p>{hint}</p> : null}
      </div>
    </div>
  );
}
