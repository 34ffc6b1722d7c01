import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { TEMPLATES } from '#shared/templates/catalogue.ts';
import {
  ALL_TEMPLATES,
  TEMPLATE_CATEGORY_CHIPS,
  filterTemplates,
  hasMoreTemplates,
  templateCategories,
  toggleLabel,
  visibleTemplates,
} from '#shared/templates/filter-templates.ts';
import type { Template } from '#shared/templates/template.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { SearchField, SelectField } from '../../components/ui/filter-fields.tsx';
import { cn } from '../../lib/cn.ts';
import { TemplateCard } from './template-card.tsx';

const loadPreviewDialog = () => import('./template-preview-dialog.tsx');
// Radix Dialog is fetched on the first preview, not with the page.
const TemplatePreviewDialog = lazy(() =>
  loadPreviewDialog().then((m) => ({ default: m.TemplatePreviewDialog })),
);
function preloadPreviewDialog() {
  void loadPreviewDialog();
}

const CATEGORIES = templateCategories(TEMPLATES);
const CATEGORY_OPTIONS = [ALL_TEMPLATES, ...CATEGORIES];

const NO_TEMPLATES_TEXT =
  'No templates found matching your criteria. Try adjusting your search or filters.';

/**
 * The template gallery, shared by the landing page and
 * /templates. Chips and the dropdown edit one category value, so they always agree.
 */
export function TemplateGallery({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string>(ALL_TEMPLATES);
  const [expanded, setExpanded] = useState(false);
  const [preview, setPreview] = useState<Template | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const previewTrigger = useRef<HTMLElement | null>(null);
  const id = useId();

  // Radix returns focus only to a Dialog.Trigger; our Preview buttons render before the
  // lazy dialog exists, so the gallery hands focus back to the button itself.
  useEffect(() => {
    if (previewOpen || !previewTrigger.current) return;
    previewTrigger.current.focus();
    previewTrigger.current = null;
  }, [previewOpen]);

  const matches = useMemo(() => filterTemplates(TEMPLATES, { query, category }), [query, category]);
  const shown = visibleTemplates(matches, expanded);
  const filtered = query.trim() !== '' || category !== ALL_TEMPLATES;

  function openPreview(template: Template, trigger: HTMLElement) {
    previewTrigger.current = trigger;
    setPreview(template);
    setPreviewOpen(true);
  }

  return (
    <div>
      <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <div className="flex flex-col gap-4 md:flex-row md:items-end">
          <SearchField
            id={`${id}-search`}
            label="Search templates"
            className="flex-1"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search by name, industry or feature"
          />
          <SelectField
            id={`${id}-category`}
            label="Category"
            className="md:w-60"
            value={category}
            options={CATEGORY_OPTIONS}
            onChange={setCategory}
          />
        </div>
        <div role="group" aria-label="Popular categories" className="flex flex-wrap gap-2">
          {TEMPLATE_CATEGORY_CHIPS.map((chip) => {
            const pressed = category === chip;
            return (
              <button
                key={chip}
                type="button"
                aria-pressed={pressed}
                onClick={() => setCategory(chip)}
                className={cn(
                  'h-9 rounded-full border px-4 text-sm font-medium transition-colors',
                  pressed
                    ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50',
                )}
              >
                {chip}
              </button>
            );
          })}
        </div>
      </div>

      <p aria-live="polite" className="sr-only">
        {matches.length === 1 ? '1 template found' : `${matches.length} templates found`}
      </p>

      {matches.length === 0 ? (
        <div className="mt-8 flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <p className="max-w-md text-muted">{NO_TEMPLATES_TEXT}</p>
          {filtered ? (
            <Button
              variant="outline"
              onClick={() => {
                setQuery('');
                setCategory(ALL_TEMPLATES);
              }}
            >
              Clear Filters
            </Button>
          ) : null}
        </div>
      ) : (
        <ul
          id={`${id}-list`}
          aria-label="Templates"
          className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        >
          {shown.map((template) => (
            <li key={template.id}>
              <TemplateCard
                template={template}
                headingLevel={headingLevel}
                onPreview={openPreview}
                onPreviewIntent={preloadPreviewDialog}
              />
            </li>
          ))}
        </ul>
      )}

      {hasMoreTemplates(matches.length) ? (
        <div className="mt-8 flex justify-center">
          <Button
            variant="outline"
            size="lg"
            aria-expanded={expanded}
            aria-controls={`${id}-list`}
            onClick={() => setExpanded((v) => !v)}
          >
            {toggleLabel(matches.length, expanded)}
          </Button>
        </div>
      ) : null}

      {preview ? (
        <Suspense fallback={null}>
          <TemplatePreviewDialog
            template={preview}
            open={previewOpen}
            onOpenChange={setPreviewOpen}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
