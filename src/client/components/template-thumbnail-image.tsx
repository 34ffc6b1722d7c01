import type { Template } from '#shared/templates/template.schema.ts';
import { TEMPLATE_PREVIEW, templatePreviewUrl } from '#shared/templates/template-previews.ts';
import { cn } from '../lib/cn.ts';

/**
 * Page 1 of the template rendered by the document engine with sample content (a static
 * WebP made by `npm run template-previews`). Its width and height attributes reserve the
 * page's space, so nothing moves when it arrives. `alt=""` where the name is written next
 * to it.
 */
export function TemplateThumbnailImage({
  template,
  alt = `${template.name} template preview`,
  loading = 'lazy',
  className,
}: {
  template: Pick<Template, 'id' | 'name'>;
  alt?: string;
  loading?: 'lazy' | 'eager';
  className?: string;
}) {
  return (
    <img
      src={templatePreviewUrl(template.id)}
      alt={alt}
      width={TEMPLATE_PREVIEW.width}
      height={TEMPLATE_PREVIEW.height}
      decoding="async"
      loading={loading}
      className={cn('block h-auto w-full bg-white', className)}
    />
  );
}
