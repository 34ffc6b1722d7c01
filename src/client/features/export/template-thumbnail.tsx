import { useMemo } from 'react';
import type { Template } from '#shared/templates/template.schema.ts';
import { THUMBNAIL_SIZE, templateThumbnailSvg } from '#shared/templates/template-thumbnail.ts';
import { cn } from '../../lib/cn.ts';

/** A template's schematic page; decorative where its name is written next to it. */
export function TemplateThumbnail({
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
      alt=""
      width={THUMBNAIL_SIZE.width}
      height={THUMBNAIL_SIZE.height}
      decoding="async"
      loading="lazy"
      className={cn('block h-auto w-full bg-white', className)}
    />
  );
}
