import { Download, Eye, Star } from 'lucide-react';
import { useId, useRef, type MouseEvent } from 'react';
import { Link } from 'react-router';
import type { Template } from '#shared/templates/template.schema.ts';
import { formatDownloads } from '#shared/templates/filter-templates.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TemplateThumbnailImage } from '../../components/template-thumbnail-image.tsx';

/** The builder with this template chosen. */
export function templateBuildHref(template: Template): string {
  return `/build?template=${template.id}`;
}

export function TemplateCard({
  template,
  headingLevel,
  onPreview,
  onPreviewIntent,
}: {
  template: Template;
  headingLevel: 2 | 3;
  onPreview: (template: Template, trigger: HTMLElement) => void;
  /** Called on hover or focus so the preview dialog's code can load before the click. */
  onPreviewIntent: () => void;
}) {
  const titleId = useId();
  const nameButton = useRef<HTMLButtonElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The picture opens the preview as the name does; its own buttons keep their actions.
  // Focus returns to the name afterwards, the keyboard's way to the same preview.
  function previewFromPicture(e: MouseEvent<HTMLDivElement>) {
    if ((e.target as HTMLElement).closest('a, button') || !nameButton.current) return;
    onPreview(template, nameButton.current);
  }
  return (
    <article
      aria-labelledby={titleId}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      {/* A pointer shortcut: the name button below is the same action for the keyboard. */}
      <div
        className="relative aspect-[4/5] cursor-pointer overflow-hidden border-b border-slate-200 bg-slate-100 px-8 pt-8"
        onClick={previewFromPicture}
        onPointerEnter={onPreviewIntent}
      >
        <TemplateThumbnailImage
          template={template}
          className="rounded-t-sm shadow-md ring-1 ring-slate-900/5 transition-transform duration-300 group-hover:-translate-y-1"
        />
        {template.isPremium ? (
          <Badge tone="warning" className="absolute top-3 left-3 shadow-sm">
            Premium
          </Badge>
        ) : null}
        {/* Revealed on hover and on keyboard focus; always shown where there is no hover. */}
        <div className="absolute inset-x-0 bottom-0 flex flex-wrap justify-center gap-2 bg-gradient-to-t from-slate-900/75 via-slate-900/45 to-transparent px-4 pt-10 pb-4 opacity-0 transition-opacity duration-200 group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100">
          <Button
            variant="outline"
            size="sm"
            className="border-white/80 bg-white/95"
            onClick={(e) => onPreview(template, e.currentTarget)}
            onPointerEnter={onPreviewIntent}
            onFocus={onPreviewIntent}
          >
            <Eye className="h-4 w-4" aria-hidden="true" />
            Preview<span className="sr-only"> {template.name}</span>
          </Button>
          <Button asChild size="sm">
            <Link to={templateBuildHref(template)}>
              Use Template<span className="sr-only"> {template.name}</span>
            </Link>
          </Button>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <Heading id={titleId} className="min-w-0 text-base leading-snug font-semibold text-ink">
            <button
              ref={nameButton}
              type="button"
              aria-haspopup="dialog"
              className="rounded-sm text-left break-words hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              onClick={(e) => onPreview(template, e.currentTarget)}
              onFocus={onPreviewIntent}
            >
              {template.name}
            </button>
          </Heading>
          <TemplateRating rating={template.rating} />
        </div>
        <p className="line-clamp-2 text-sm text-muted">{template.description}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1 text-sm">
          <Badge tone="brand">{template.category}</Badge>
          <TemplateDownloads downloads={template.downloads} />
        </div>
      </div>
    </article>
  );
}

export function TemplateRating({ rating }: { rating: number }) {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-ink">
      <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden="true" />
      <span className="sr-only">Rated </span>
      {rating.toFixed(1)}
      <span className="sr-only"> out of 5</span>
    </span>
  );
}

export function TemplateDownloads({ downloads }: { downloads: number }) {
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap text-muted">
      <Download className="h-4 w-4" aria-hidden="true" />
      {formatDownloads(downloads)} downloads
    </span>
  );
}
