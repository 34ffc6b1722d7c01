import { RotateCcw } from 'lucide-react';
import { useId, useMemo } from 'react';
import { undrawableCharacters } from '#shared/documents/font-coverage.ts';
import { FONT_PAIRINGS } from '#shared/documents/font-pairings.ts';
import { DEFAULT_STYLE, defaultStyle } from '#shared/resume/resume-defaults.ts';
import { RESUME_LANGUAGES, resumeLocale } from '#shared/resume/resume-locale.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import { findTemplate } from '#shared/templates/catalogue.ts';
import { effectiveTemplateId } from '#shared/templates/effective-template.ts';
import { Button } from '../../../components/ui/button.tsx';
import { NativeSelect } from '../../../components/ui/input.tsx';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';
import { UndrawableCharactersNote } from '../../../components/undrawable-characters.tsx';
import { AccentColorField } from './accent-color-field.tsx';

type ResumeStyle = ResumeData['style'];

export interface LookPanelProps {
  data: ResumeData;
  /** Edits the document (its `style` and `language`). */
  onEdit: (recipe: (data: ResumeData) => ResumeData) => void;
  /**
   * The document's template_id (null: the default template), whose own fonts print while
   * the style keeps the template's fonts.
   */
  templateId?: string | null;
}

/** The type scale's steps, within the schema's 0.85–1.15. */
const FONT_SCALES = [0.85, 0.9, 0.95, 1, 1.05, 1.1, 1.15] as const;

const DENSITY_OPTIONS = [
  { value: 'compact', label: 'Compact', hint: 'More on a page' },
  { value: 'comfortable', label: 'Comfortable', hint: "The template's own spacing" },
  { value: 'spacious', label: 'Spacious', hint: 'More air between lines' },
] as const satisfies readonly { value: ResumeStyle['density']; label: string; hint: string }[];

const PAGE_SIZE_OPTIONS = [
  { value: 'A4', label: 'A4', hint: '210 × 297 mm, used in most countries' },
  { value: 'Letter', label: 'US Letter', hint: '8.5 × 11 in, the US and Canada' },
] as const satisfies readonly { value: ResumeStyle['page_size']; label: string; hint: string }[];

/**
 * The font choices: the template's own fonts (the default id, which the documents read as
 * "keep the template's fonts", resume-style.ts), then every other pairing.
 */
const FONT_OPTIONS = [
  { value: DEFAULT_STYLE.font, label: "Template's fonts", hint: 'As the template was designed' },
  ...FONT_PAIRINGS.filter((p) => p.id !== DEFAULT_STYLE.font).map((p) => ({
    value: p.id,
    label: p.name,
    hint:
      p.heading === p.body
        ? `${p.bodyFamily} throughout`
        : `Headings ${p.headingFamily}, text ${p.bodyFamily}`,
  })),
];

const percent = (scale: number) => `${Math.round(scale * 100)}%`;

function sameStyle(a: ResumeStyle, b: ResumeStyle): boolean {
  return (
    a.accent_color === b.accent_color &&
    a.font === b.font &&
    a.font_scale === b.font_scale &&
    a.density === b.density &&
    a.page_size === b.page_size
  );
}

/**
 * How the resume looks in the preview and every download: accent colour, fonts, text size,
 * spacing and paper, and the language its headings and dates are written in.
 */
export function LookPanel({ data, onEdit, templateId = null }: LookPanelProps) {
  const headingId = useId();
  const sizeId = useId();
  const languageId = useId();
  const { style } = data;
  const setStyle = (patch: Partial<ResumeStyle>) =>
    onEdit((d) => ({ ...d, style: { ...d.style, ...patch } }));
  const scaleIndex = Math.max(
    0,
    FONT_SCALES.findIndex((s) => Math.abs(s - style.font_scale) < 0.001),
  );
  const listed = RESUME_LANGUAGES.some((l) => l.tag === data.language);
  const template = findTemplate(effectiveTemplateId(templateId));
  const undrawable = useMemo(
    () => undrawableCharacters(data, data.style.font, template),
    [data, template],
  );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            Look
          </h2>
          <p className="text-sm text-muted">
            The preview and every download follow these settings.
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={sameStyle(style, defaultStyle())}
          onClick={() => onEdit((d) => ({ ...d, style: defaultStyle() }))}
        >
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          Reset to template look
        </Button>
      </div>

      <AccentColorField
        value={style.accent_color}
        onChange={(accent_color) => setStyle({ accent_color })}
      />

      {undrawable.length > 0 ? (
        <UndrawableCharactersNote
          characters={undrawable}
          hint="Change the text, or try other fonts below. You are asked again before a PDF download."
        />
      ) : null}

      <RadioCards
        legend="Fonts"
        description="Every choice prints Latin with its accents, Greek and Cyrillic."
        value={style.font}
        onValueChange={(font) => setStyle({ font })}
        options={FONT_OPTIONS}
        className="sm:grid-cols-2"
      />

      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={sizeId} className="text-sm font-medium text-ink">
            Text size
          </label>
          {/* The slider's aria-valuetext says the same to screen readers. */}
          <span aria-hidden="true" className="text-sm text-muted tabular-nums">
            {percent(style.font_scale)}
          </span>
        </div>
        <input
          id={sizeId}
          type="range"
          min={0}
          max={FONT_SCALES.length - 1}
          step={1}
          value={scaleIndex}
          aria-valuetext={percent(style.font_scale)}
          onChange={(e) => {
            const scale = FONT_SCALES[Number(e.target.value)];
            if (scale !== undefined) setStyle({ font_scale: scale });
          }}
          className="w-full accent-brand-700"
        />
        <div className="flex justify-between text-xs text-muted" aria-hidden="true">
          <span>{percent(FONT_SCALES[0])}</span>
          <span>{percent(FONT_SCALES[FONT_SCALES.length - 1]!)}</span>
        </div>
      </div>

      <RadioCards
        legend="Spacing"
        value={style.density}
        onValueChange={(density) => setStyle({ density })}
        options={DENSITY_OPTIONS}
        className="sm:grid-cols-3"
      />

      <RadioCards
        legend="Page size"
        value={style.page_size}
        onValueChange={(page_size) => setStyle({ page_size })}
        options={PAGE_SIZE_OPTIONS}
        className="sm:grid-cols-2"
      />

      <div className="flex flex-col gap-1.5">
        <label htmlFor={languageId} className="text-sm font-medium text-ink">
          Resume language
        </label>
        <NativeSelect
          id={languageId}
          value={data.language}
          aria-describedby={`${languageId}-hint`}
          onChange={(e) => {
            const language = e.target.value;
            onEdit((d) => ({ ...d, language }));
          }}
        >
          {listed ? null : (
            <option value={data.language}>
              {resumeLocale(data.language).name} ({data.language})
            </option>
          )}
          {RESUME_LANGUAGES.map((l) => (
            <option key={l.tag} value={l.tag}>
              {l.name}
            </option>
          ))}
        </NativeSelect>
        <p id={`${languageId}-hint`} className="text-xs text-muted">
          The language of the section headings, dates and language levels in your documents. What
          you wrote stays as it is.
        </p>
      </div>
    </section>
  );
}
