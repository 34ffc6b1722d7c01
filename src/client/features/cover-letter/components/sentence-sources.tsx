import { AlertTriangle, FileSearch, PenLine } from 'lucide-react';
import type { CoverLetterData } from '#shared/cover-letter/cover-letter.schema.ts';
import { resolveField } from '#shared/cover-letter/resume-fields.ts';
import { traceLetter } from '#shared/cover-letter/trace-match.ts';
import { emptyResume, type ResumeData } from '#shared/resume/resume.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

/**
 * Where each sentence comes from: beside the letter, every drafted sentence with the
 * resume fields it states facts from (the field and its value; for what the posting says
 * about the company, the posting's words), framing sentences as such, flagged sentences marked
 * with the reason and a button to remove them, and the person's own sentences as such.
 */
export function SentenceSources({
  letter,
  resume,
  onRemoveSentence,
}: {
  letter: CoverLetterData;
  resume: ResumeData | null;
  onRemoveSentence: (paragraph: number, sentence: string) => void;
}) {
  if (letter.trace.length === 0) return null;
  const sentences = traceLetter(letter.paragraphs, letter.trace);
  const flagged = sentences.filter((s) => s.trace?.flagged).length;
  const context = { role: letter.role, company: letter.recipient.company };
  return (
    <Card className="p-4" data-testid="sentence-sources">
      <section aria-labelledby="sentence-sources-heading" className="flex flex-col gap-3">
        <div>
          <h2 id="sentence-sources-heading" className="text-base font-semibold">
            Where each sentence comes from
          </h2>
          <p className="text-sm text-muted">
            {flagged > 0
              ? `${flagged} flagged sentence${flagged === 1 ? '' : 's'}: the resume does not support ${flagged === 1 ? 'it' : 'them'}. Check or remove.`
              : 'Facts are taken from your resume; the fields are listed under each sentence.'}
          </p>
        </div>
        <ol className="flex flex-col gap-2">
          {sentences.map((s, i) => {
            const sources = (s.trace?.sources ?? [])
              .map(
                (path) =>
                  resolveField(resume ?? EMPTY, path, context) ?? { path, label: path, value: '' },
              )
              .filter((f, j, all) => all.findIndex((g) => g.label === f.label) === j);
            return (
              <li
                key={`${i}-${s.text}`}
                className={
                  s.trace?.flagged
                    ? 'rounded-lg border border-red-300 bg-red-50 p-3 text-sm'
                    : 'rounded-lg border border-slate-200 p-3 text-sm'
                }
                data-flagged={s.trace?.flagged ? 'true' : undefined}
              >
                <p className="text-ink">{s.text}</p>
                {s.trace?.flagged ? (
                  <div className="mt-2 flex flex-col gap-2">
                    <p className="flex items-start gap-1.5 font-medium text-red-800">
                      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                      <span>Not supported by your resume: {s.trace.reason}</span>
                    </p>
                    <Button
                      variant="outline"
                      size="sm"
                      className="self-start"
                      onClick={() => onRemoveSentence(s.paragraph, s.text)}
                    >
                      Remove this sentence
                    </Button>
                  </div>
                ) : sources.length > 0 || s.trace?.basis === 'framing' ? (
                  <>
                    {s.trace?.basis === 'framing' ? (
                      <p className="mt-1 text-xs text-muted">
                        Framing: names the role and company only, says nothing about you.
                      </p>
                    ) : null}
                    <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Sources in your resume">
                      {sources.map((f) => (
                        <li
                          key={f.path}
                          title={f.value ? `${f.label}: ${f.value}` : f.label}
                          className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800"
                        >
                          <FileSearch className="h-3 w-3 shrink-0" aria-hidden="true" />
                          <span className="truncate">
                            {f.label}
                            {f.value ? <span className="sr-only">: {f.value}</span> : null}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <p className="mt-1 flex items-center gap-1.5 text-xs text-muted">
                    <PenLine className="h-3 w-3" aria-hidden="true" />
                    {s.trace ? 'No facts from your resume in this sentence.' : 'Your own words.'}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      </section>
    </Card>
  );
}

const EMPTY = emptyResume();
