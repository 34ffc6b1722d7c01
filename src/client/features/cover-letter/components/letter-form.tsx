import { Plus, RotateCcw, Trash2, X } from 'lucide-react';
import type { ChangeEvent } from 'react';
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

interface LetterTextProps {
  field: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  placeholder?: string;
  type?: string;
  autoComplete?: string;
  /** A multi-line field of this many rows; without it, one line. */
  rows?: number;
  /** Classes of the control. */
  className?: string;
  /** Classes of the labelled field around the control. */
  fieldClassName?: string;
}

/** One text field of the letter: its label and an input, or a textarea when it has rows. */
function LetterText({
  field,
  label,
  onChange,
  type,
  autoComplete,
  rows,
  fieldClassName,
  ...control
}: LetterTextProps) {
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange(event.target.value);
  return (
    <LetterField field={field} label={label} className={fieldClassName}>
      {(props) =>
        rows ? (
          <Textarea {...props} {...control} rows={rows} onChange={change} />
        ) : (
          <Input
            {...props}
            {...control}
            type={type}
            autoComplete={autoComplete}
            onChange={change}
          />
        )
      }
    </LetterField>
  );
}

type TextOptions = Omit<LetterTextProps, 'field' | 'label' | 'value' | 'onChange'>;

/**
 * Binds text fields to one part of the letter: `text(key, label, options)` draws the field
 * `prefix + key` with that part's value, and an edit sets it.
 */
function textFields<K extends string>(
  prefix: string,
  values: Record<K, string>,
  set: (changes: Partial<Record<K, string>>) => void,
) {
  return (key: K, label: string, options: TextOptions = {}) => (
    <LetterText
      field={prefix + key}
      label={label}
      value={values[key]}
      onChange={(value) => set({ [key]: value } as Partial<Record<K, string>>)}
      {...options}
    />
  );
}

const SENDER_AUTOCOMPLETE = {
  fullName: 'name',
  email: 'email',
  phone: 'tel',
  location: 'address-level2',
} as const;

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
  const field = textFields<keyof typeof SENDER_AUTOCOMPLETE>('sender.', sender, set);
  const text = (key: keyof typeof SENDER_AUTOCOMPLETE, label: string, max: number, type = 'text') =>
    field(key, label, { type, maxLength: max, autoComplete: SENDER_AUTOCOMPLETE[key] });
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
  const text = textFields<keyof Recipient>('recipient.', recipient, set);
  return (
    <Section
      title="Recipient"
      description="All optional. A name lets the greeting address a person."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', "Hiring manager's name", {
          maxLength: L.shortText,
          placeholder: 'Dana Smith',
        })}
        {text('title', 'Their title', { maxLength: L.shortText, placeholder: 'Head of Design' })}
        {text('company', 'Company', { maxLength: L.jobField })}
        {text('address', 'Address', { maxLength: L.address, rows: 3, className: 'min-h-20' })}
      </div>
    </Section>
  );
}

/** The letter's paragraphs as the editor shows them: an empty letter has one empty paragraph. */
const shownParagraphs = (paragraphs: string[]) => (paragraphs.length > 0 ? paragraphs : ['']);

/** Date, role, greeting, paragraphs, closing and signature. */
export function LetterTextSection({ letter, edit }: { letter: CoverLetterData; edit: Edit }) {
  const set = (changes: Partial<CoverLetterData>) => edit((l) => ({ ...l, ...changes }));
  const setParagraph = (index: number, value: string) =>
    edit((l) => ({
      ...l,
      paragraphs: shownParagraphs(l.paragraphs).map((p, i) => (i === index ? value : p)),
    }));
  const paragraphs = shownParagraphs(letter.paragraphs);
  const text = textFields<'date' | 'role' | 'greeting' | 'closing' | 'signature'>('', letter, set);
  return (
    <Section title="Letter">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('date', 'Date', { type: 'date' })}
        {text('role', 'Role applied for', { maxLength: L.jobField })}
      </div>
      {text('greeting', 'Greeting', { maxLength: L.greeting, placeholder: 'Dear Dana Smith,' })}
      <div className="flex flex-col gap-3" id="letter-paragraphs" tabIndex={-1}>
        {paragraphs.map((p, i) => (
          <div key={i} className="flex flex-col gap-1.5">
            <div className="flex items-center justify-between gap-2">
              <LetterText
                field={`paragraphs.${i}`}
                label={`Paragraph ${i + 1}`}
                fieldClassName="flex-1"
                value={p}
                maxLength={L.paragraph}
                rows={5}
                onChange={(value) => setParagraph(i, value)}
              />
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
              edit((l) => ({ ...l, paragraphs: [...shownParagraphs(l.paragraphs), ''] }))
            }
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add paragraph
          </Button>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('closing', 'Closing', { maxLength: L.closing, placeholder: 'Sincerely,' })}
        {text('signature', 'Signature', { maxLength: L.shortText })}
      </div>
    </Section>
  );
}

export { Section };
