import { Check, LayoutTemplate } from 'lucide-react';
import { useState } from 'react';
import { TEMPLATES, findTemplate } from '#shared/templates/catalogue.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog.tsx';
import { cn } from '../../lib/cn.ts';
import { TemplateThumbnail } from './template-thumbnail.tsx';

/**
 * Choosing the document's template in the builder: the catalogue as thumbnails, the
 * chosen one pressed. Changing template changes only the look; the data stays as it is.
 */
export function TemplatePicker({
  templateId,
  onChange,
}: {
  /** The catalogue id in use. */
  templateId: number;
  onChange: (templateId: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const current = findTemplate(templateId);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <div className="flex min-w-0 items-center gap-3">
        {current ? (
          <div className="w-9 shrink-0 overflow-hidden rounded border border-slate-200 shadow-sm">
            <TemplateThumbnail template={current} />
          </div>
        ) : null}
        <div className="min-w-0">
          <p className="text-xs text-muted">Template</p>
          <p className="truncate text-sm font-semibold text-ink" data-testid="current-template">
            {current?.name}
          </p>
        </div>
        <DialogTrigger asChild>
          <Button variant="outline" size="sm" className="ml-auto shrink-0">
            <LayoutTemplate className="h-4 w-4" aria-hidden="true" />
            Change template
          </Button>
        </DialogTrigger>
      </div>
      <DialogContent
        title="Choose a template"
        description="Your content stays the same; only the look changes."
        className="max-w-5xl"
      >
        <ul
          aria-label="Templates"
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5"
        >
          {TEMPLATES.map((template) => {
            const chosen = template.id === templateId;
            return (
              <li key={template.id}>
                <button
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => {
                    onChange(String(template.id));
                    setOpen(false);
                  }}
                  className={cn(
                    'group flex w-full flex-col overflow-hidden rounded-lg border bg-white text-left transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                    chosen ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
                  )}
                >
                  <span className="relative block border-b border-slate-100">
                    <TemplateThumbnail template={template} />
                    {chosen ? (
                      <span className="absolute top-2 right-2 flex h-6 w-6 items-center justify-center rounded-full bg-brand-700 text-white shadow">
                        <Check className="h-4 w-4" aria-hidden="true" />
                      </span>
                    ) : null}
                  </span>
                  <span className="flex flex-col gap-0.5 p-2">
                    <span className="text-sm leading-tight font-medium text-ink">
                      {template.name}
                    </span>
                    <span className="text-xs text-muted">{template.category}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
