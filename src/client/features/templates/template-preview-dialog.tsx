import { Check, Download, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Template } from '#shared/templates/template.schema.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { downloadTemplate } from './download-template.ts';
import { TemplateDownloads, TemplateRating, templateBuildHref } from './template-card.tsx';
import { TemplateThumbnailImage } from '../../components/template-thumbnail-image.tsx';

/**
 * The template preview. Loaded on first use so Radix Dialog stays out
 * of the landing page's initial JavaScript. 'Download Template' fetches the stored Word
 * file or builds the fallback one (see download-template.ts).
 */
export function TemplatePreviewDialog({
  template,
  open,
  onOpenChange,
}: {
  template: Template;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={template.name} description={template.description} className="max-w-4xl">
        {/*
          Phones: one column whose actions stick to the bottom of the dialog, so 'Use This
          Template' shows without scrolling (1.5rem lower than the content's edge, over the
          dialog's padding, where the text would otherwise show scrolling by). Wider screens: the picture is as tall as the
          dialog leaves room for, so the details and actions beside it fit without scrolling.
        */}
        <div className="flex flex-col gap-6 sm:grid sm:grid-cols-[auto_minmax(0,1fr)] sm:grid-rows-[auto_1fr]">
          <div className="mx-auto w-full max-w-80 rounded-lg bg-slate-100 p-4 sm:row-span-2 sm:w-auto sm:max-w-none">
            <TemplateThumbnailImage
              template={template}
              loading="eager"
              className="rounded-sm shadow-md ring-1 ring-slate-900/5 sm:h-[min(calc(90vh-11rem),44rem)] sm:w-auto"
            />
          </div>
          <div className="flex flex-col gap-5">
            <dl className="flex flex-wrap gap-x-8 gap-y-4 text-sm">
              <div>
                <dt className="text-xs font-medium tracking-wide text-muted uppercase">Category</dt>
                <dd className="mt-1">
                  <Badge tone="brand">{template.category}</Badge>
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium tracking-wide text-muted uppercase">Rating</dt>
                <dd className="mt-1">
                  <TemplateRating rating={template.rating} />
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium tracking-wide text-muted uppercase">
                  Downloads
                </dt>
                <dd className="mt-1">
                  <TemplateDownloads downloads={template.downloads} />
                </dd>
              </div>
            </dl>
            <div>
              <h3 className="text-sm font-semibold text-ink">Features</h3>
              <ul className="mt-2 space-y-2">
                {template.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2 text-sm text-ink">
                    <Check
                      className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600"
                      aria-hidden="true"
                    />
                    {feature}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          {/* Stacked at full width: side by side they do not fit the details column. */}
          <div className="sticky -bottom-6 -mx-6 -mb-6 flex flex-col gap-3 border-t border-slate-200 bg-white px-6 pt-4 pb-6 sm:static sm:col-start-2 sm:m-0 sm:self-end sm:border-0 sm:p-0">
            <DownloadTemplateButton template={template} />
            <Button asChild size="lg" className="w-full">
              <Link to={templateBuildHref(template)}>Use This Template</Link>
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function DownloadTemplateButton({ template }: { template: Template }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    if (busy) return;
    setBusy(true);
    try {
      await downloadTemplate(template);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full aria-disabled:cursor-progress aria-disabled:opacity-70"
      onClick={() => void download()}
      // Not `disabled`: that would drop keyboard focus to the dialog while it works.
      aria-disabled={busy}
      aria-busy={busy}
    >
      {busy ? (
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      ) : (
        <Download className="h-4 w-4" aria-hidden="true" />
      )}
      Download Template
    </Button>
  );
}
