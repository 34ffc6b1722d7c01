import { Plus, RotateCcw, Trash2, X } from 'lucide-react';
import {
  COVER_LETTER_LIMITS as L,
  type CoverLetterData,
  type Recipient,
  type Sender,
} from '#shared/cover-letter/cover-letter.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { LetterField } from './letter-field.tsx';

type Edit = (recipe: (letter: CoverLetterData) => CoverLetterData) => void;

function Section({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description?: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  const headingId = `letter-section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 id={headingId} className="text-base font-semibold">
              {title}
            </h2>
            {description ? <p className="text-sm text-muted">{description}</p> : null}
          </div>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** The sender block: filled from the linked resume, editable. */
export function SenderSection({
  sender,
  edit,
  onFillFromResume,
}: {
  sender: Sender;
  edit: Edit;
  /** Undefined when no resume is linked. */
  onFillFromResume: (() => void) | undefined;
}) {
  const set = (changes: Partial<Sender>) =>
    edit((l) => ({ ...l, sender: { ...l.sender, ...changes } }));
  const text = (
    key: 'fullName' | 'email' | 'phone' | 'location',
    label: string,
    max: number,
    type = 'text',
  ) => (
    <LetterField field={`sender.${key}`} label={label}>
      {(props) => (
        <Input
          {...props}
          type={type}
          value={sender[key]}
          maxLength={max}
          autoComplete={
            key === 'fullName'
              ? 'name'
              : key === 'email'
                ? 'email'
                : key === 'phone'
                  ? 'tel'
                  : 'address-level2'
          }
          onChange={(e) => set({ [key]: e.target.value })}
        />
      )}
    </LetterField>
  );
  return (
    <Section
      title="Your details"
      description="The sender block, taken from the linked resume."
      action={
        onFillFromResume ? (
          <Button variant="outline" size="sm" onClick={onFillFromResume}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            Fill from resume
          </Button>
        ) : undefined
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text('fullName', 'Full name', L.shortText)}
        {text('email', 'E-mail', L.shortText, 'email')}
        {text('phone', 'Phone', L.phone, 'tel')}
        {text('location', 'Location', L.shortText)}
      </div>
      {sender.links.length > 0 ? (
        <div>
          <p className="text-sm font-medium text-ink">Links</p>
          <ul className="mt-1.5 flex flex-col gap-1.5">
            {sender.links.map((link, i) => (
              <li
                key={`${link.url}-${i}`}
                className="flex min-w-0 items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-1.5 text-sm"
              >
                <span className="min-w-0 truncate">
                  {link.label ? <span className="font-medium">{link.label}: </span> : null}
                  {link.url}
                </span>
                <button
                  type="button"
                  className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-ink"
                  aria-label={`Remove link ${link.label || link.url}`}
                  onClick={() =>
                    edit((l) => ({
                      ...l,
                      sender: { ...l.sender, links: l.sender.links.filter((_, j) => j !== i) },
                    }))
                  }
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}

/** The recipient: every field optional. */
export function RecipientSection({ recipient, edit }: { recipient: Recipient; edit: Edit }) {
  const set = (changes: Partial<Recipient>) =>
    edit((l) => ({ ...l, recipient: { ...l.recipient, ...changes } }));
  return (
    <Section
      title="Recipient"
      description="All optional. A name lets the greeting address a person."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <LetterField field="recipient.name" label="Hiring manager's name">
          {(props) => (
            <Input
              {...props}
              value={recipient.name}
              maxLength={L.shortText}
              placeholder="Dana Smith"
              onChange={(e) => set({ name: e.target.value })}
            />
          )}
        </LetterField>
        <LetterField field="recipient.title" label="Their title">
          {(props) => (
            <Input
              {...props}
              value={recipient.title}
              maxLength={L.shortText}
              placeholder="Head of Design"
              onChange={(e) => set({ title: e.target.value })}
            />
          )}
        </LetterField>
        <LetterField field="recipient.company" label="Company">
          {(props) => (
            <Input
              {...props}
              value={recipient.company}
              maxLength={L.jobField}
              onChange={(e) => set({ company: e.target.value })}
            />
          )}
        </LetterField>
        <LetterField field="recipient.address" label="Address">
          {(props) => (
            <Textarea
              {...props}
              value={recipient.address}
              maxLength={L.address}
              rows={3}
              className="min-h-20"
              onChange={(e) => set({ address: e.target.value })}
            />
          )}
        </LetterField>
      </div>
    </Section>
  );
}

/** Date, role, greeting, paragraphs, closing and signature. */
export function LetterTextSection({ letter, edit }: { letter: CoverLetterData; edit: Edit }) {
  const set = (changes: Partial<CoverLetterData>) => edit((l) => ({ ...l, ...changes }));
  const setParagraph = (index: number, value: string) =>
    edit((l) => ({
      ...l,
      paragraphs: (l.paragraphs.length > 0 ? l.paragraphs : ['']).map((p, i) =>
        i === index ? value : p,
      ),
    }));
  const paragraphs = letter.paragraphs.length > 0 ? letter.paragraphs : [''];
  return (
    <Section title="Letter">
      <div className="grid gap-4 sm:grid-cols-2">
        <LetterField field="date" label="Date">
          {(props) => (
            <Input
              {...props}
              type="date"
              value={letter.date}
              onChange={(e) => set({ date: e.target.value })}
            />
          )}
        </LetterField>
        <LetterField field="role" label="Role applied for">
          {(props) => (
            <Input
              {...props}
              value={letter.role}
              maxLength={L.jobField}
              onChange={(e) => set({ role: e.target.value })}
            />
          )}
        </LetterField>
      </div>
      <LetterField field="greeting" label="Greeting">
        {(props) => (
          <Input
            {...props}
            value={letter.greeting}
            maxLength={L.greeting}
            placeholder="Dear Dana Smith,"
            onChange={(e) => set({ greeting: e.target.value })}
          />
        )}
      </LetterField>
      <div className="flex flex-col gap-3" id="letter-paragraphs" tabIndex={-1}>
        {paragraphs.map((p, i) => (
          <div key={i} className="flex flex-col gap-1.5">
            <div className="flex items-center justify-between gap-2">
              <LetterField
                field={`paragraphs.${i}`}
                label={`Paragraph ${i + 1}`}
                className="flex-1"
              >
                {(props) => (
                  <Textarea
                    {...props}
                    value={p}
                    maxLength={L.paragraph}
                    rows={5}
                    onChange={(e) => setParagraph(i, e.target.value)}
                  />
                )}
              </LetterField>
            </div>
            {letter.paragraphs.length > 1 ? (
              <Button
                variant="ghost"
                size="sm"
                className="self-end text-red-700"
                onClick={() =>
                  edit((l) => ({ ...l, paragraphs: l.paragraphs.filter((_, j) => j !== i) }))
                }
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                Remove paragraph {i + 1}
              </Button>
            ) : null}
          </div>
        ))}
        {letter.paragraphs.length < L.paragraphs ? (
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() =>
              edit((l) => ({
                ...l,
                paragraphs: [...(l.paragraphs.length > 0 ? l.paragraphs : ['']), ''],
              }))
            }
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add paragraph
          </Button>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <LetterField field="closing" label="Closing">
          {(props) => (
            <Input
              {...props}
              value={letter.closing}
              maxLength={L.closing}
              placeholder="Sincerely,"
              onChange={(e) => set({ closing: e.target.value })}
            />
          )}
        </LetterField>
        <LetterField field="signature" label="Signature">
          {(props) => (
            <Input
              {...props}
              value={letter.signature}
              maxLength={L.shortText}
              onChange={(e) => set({ signature: e.target.value })}
            />
          )}
        </LetterField>
      </div>
    </Section>
  );
}

export { Section };
