import { useMemo } from 'react';
import type { Template } from '#shared/templates/template.schema.ts';
import { THUMBNAIL_SIZE, templateThumbnailSvg } from '#shared/templates/template-thumbnail.ts';
import { cn } from '../../lib/cn.ts';

/** The template's schematic page as an <img>, so it has an accessible name and no layout cost. */
export function TemplateThumbnailImage({
  template,
  className,
}: {
  template: Template;
  className?: string;
}) {
  const src = useMemo(
    () => `data:image/svg+xml,${encodeURIComponent(templateThumbnailSvg(template))}`,
    [template],
  );
  return (
    <img
      src={src}
      alt={`${template.name} template preview`}
      width={THUMBNAIL_SIZE.width}
      height={THUMBNAIL_SIZE.height}
      decoding="async"
      className={cn('block h-auto w-full bg-white', className)}
    />
  );
}
