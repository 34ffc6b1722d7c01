import { AlertTriangle } from 'lucide-react';
import { useId, useState } from 'react';
import { contrast, readableOnWhite } from '#shared/documents/color.ts';
import { DEFAULT_STYLE } from '#shared/resume/resume-defaults.ts';
import { styleSchema } from '#shared/resume/resume.schema.ts';
import { Input } from '../../../components/ui/input.tsx';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';
import { cn } from '../../../lib/cn.ts';

/** The WCAG AA ratio for body-size text, which the documents hold headings and links to. */
const MIN_TEXT_CONTRAST = 4.5;

/**
 * Accents that read as text on white (each ≥ 4.5:1, tested). The default accent is left out:
 * the documents read it as "the template's own colour" (resume-style.ts).
 */
export const ACCENT_PALETTE: readonly { color: string; name: string }[] = [
  { color: '#1e3a8a', name: 'Navy' },
  { color: '#1d4ed8', name: 'Blue' },
  { color: '#0f766e', name: 'Teal' },
  { color: '#15803d', name: 'Green' },
  { color: '#6d28d9', name: 'Violet' },
  { color: '#be185d', name: 'Raspberry' },
  { color: '#b91c1c', name: 'Red' },
  { color: '#c2410c', name: 'Rust' },
  { color: '#334155', name: 'Slate' },
];

const TEMPLATE_COLOUR = DEFAULT_STYLE.accent_color;

const ratioText = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;

function Swatch({
  color,
  small = false,
  className,
}: {
  color: string;
  small?: boolean;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block shrink-0 rounded-full ring-1 ring-slate-300',
        small ? 'h-3 w-3' : 'h-5 w-5',
        className,
      )}
      style={{ backgroundColor: color }}
    />
  );
}

/**
 * The accent colour: the template's own, a palette colour or any colour typed or picked, with
 * its contrast as text on white. A colour under 4.5:1 is kept (lines and fills use it as it
 * is) and the documents print headings and links in a darker shade of it, which the check
 * names; readableOnWhite in color.ts is that shade.
 */
export function AccentColorField({
  value,
  onChange,
}: {
  value: string;
  onChange: (color: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const parsed = draft === null ? null : styleSchema.shape.accent_color.safeParse(draft);
  const draftError = parsed && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  const isTemplate = value === TEMPLATE_COLOUR;
  const ratio = contrast(value, '#ffffff');
  const shade = readableOnWhite(value);

  const commitDraft = (text: string) => {
    setDraft(text);
    const result = styleSchema.shape.accent_color.safeParse(text.trim());
    if (result.success) onChange(result.data);
  };

  return (
    <div className="flex flex-col gap-3">
      <RadioCards
        legend="Accent colour"
        value={value}
        onValueChange={(color) => {
          setDraft(null);
          onChange(color);
        }}
        className="grid-cols-2 sm:grid-cols-3"
        options={[
          {
            value: TEMPLATE_COLOUR,
            label: "Template's",
            preview: (
              <Swatch
                color="#ffffff"
                className="bg-[conic-gradient(#2563eb_0_25%,#0f766e_0_50%,#b91c1c_0_75%,#334155_0)]"
              />
            ),
          },
          ...ACCENT_PALETTE.map(({ color, name }) => ({
            value: color,
            label: name,
            preview: <Swatch color={color} />,
          })),
        ]}
      />
      <div className="flex flex-col gap-1.5">
        <span id={`${id}-custom`} className="text-sm font-medium text-ink">
          Custom colour
        </span>
        <div className="flex items-center gap-2" role="group" aria-labelledby={`${id}-custom`}>
          <input
            type="color"
            aria-label="Pick a colour"
            value={value}
            onChange={(e) => commitDraft(e.target.value)}
            className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
          />
          <Input
            id={`${id}-hex`}
            aria-label="Colour code (#RRGGBB)"
            value={draft ?? value}
            spellCheck={false}
            autoComplete="off"
            maxLength={7}
            aria-invalid={draftError ? true : undefined}
            aria-describedby={`${id}-hex-note`}
            onChange={(e) => commitDraft(e.target.value)}
            onBlur={() => {
              if (!draftError) setDraft(null);
            }}
            className="max-w-36 font-mono"
          />
        </div>
        <p
          id={`${id}-hex-note`}
          className={cn('text-xs', draftError ? 'text-red-700' : 'text-muted')}
        >
          {draftError ?? 'A colour code such as #1d4ed8.'}
        </p>
      </div>
      {isTemplate ? (
        <p className="text-sm text-muted">
          The documents use the colour of the template you chose.
        </p>
      ) : ratio >= MIN_TEXT_CONTRAST ? (
        <p className="text-sm text-emerald-800" role="status">
          Contrast as text on white: {ratioText(ratio)}. Readable.
        </p>
      ) : (
        <div
          role="status"
          className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <p>
            Contrast as text on white: {ratioText(ratio)}, below the {MIN_TEXT_CONTRAST}:1 that text
            needs. Headings and links are printed in a darker shade,{' '}
            <span className="inline-flex items-center gap-1 font-mono">
              <Swatch color={shade} small />
              {shade}
            </span>{' '}
            ({ratioText(contrast(shade, '#ffffff'))}); lines and fills keep your colour.
          </p>
        </div>
      )}
    </div>
  );
}
