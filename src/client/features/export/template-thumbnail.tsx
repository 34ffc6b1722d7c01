import type { Template } from '#shared/templates/template.schema.ts';
import { TemplateThumbnailImage } from '../../components/template-thumbnail-image.tsx';

/** A template's rendered page in the builder's picker; decorative, its name is written next to it. */
export function TemplateThumbnail({
  template,
  className,
}: {
  template: Pick<Template, 'id' | 'name'>;
  className?: string;
}) {
  return <TemplateThumbnailImage template={template} alt="" className={className} />;
}
