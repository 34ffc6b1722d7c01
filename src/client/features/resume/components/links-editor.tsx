import { ExternalLink } from 'lucide-react';
import { RESUME_LIMITS as L } from '#shared/resume/resume.limits.ts';
import { linkSchema, type Link } from '#shared/resume/resume.schema.ts';
import { parsedRow, RowListEditor } from './row-list-editor.tsx';

type Draft = { label: string; url: string };

const linkName = (link: Link) => link.label || link.url;

/** Links (portfolio, LinkedIn …): a label and an http or https address. */
export function LinksEditor({
  links,
  onChange,
}: {
  links: Link[];
  onChange: (links: Link[]) => void;
}) {
  return (
    <RowListEditor
      title="Links"
      hint="Portfolio, LinkedIn, GitHub or a personal site."
      items={links}
      onChange={onChange}
      limit={L.links}
      section="links"
      itemKey={(link, index) => `${link.url}-${index}`}
      itemName={linkName}
      reviewEntry={(link) => link.url}
      removeLabel={(link) => `Remove link ${linkName(link)}`}
      renderRow={(link) => (
        <>
          <ExternalLink className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="min-w-0 flex-1 text-sm">
            {link.label ? <span className="font-medium">{link.label}: </span> : null}
            <span className="break-all text-muted">{link.url}</span>
          </span>
        </>
      )}
      add={{
        fields: [
          {
            name: 'label',
            label: 'Link label',
            maxLength: L.shortText,
            placeholder: 'e.g. Portfolio',
          },
          {
            name: 'url',
            label: 'Link URL',
            type: 'url',
            maxLength: L.url,
            placeholder: 'https://',
            enterAdds: true,
            clearsMessage: true,
          },
        ],
        empty: { label: '', url: '' },
        label: 'Add Link',
        toItem: ({ label, url }: Draft) =>
          parsedRow(linkSchema.safeParse({ label: label.trim(), url })),
        errorField: 'url',
        layout: {
          grid: 'grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] sm:items-start',
          button: 'sm:mt-6',
        },
      }}
    />
  );
}
