import { ExternalLink, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { RESUME_LIMITS as L } from '#shared/resume/resume.limits.ts';
import { linkSchema, type Link } from '#shared/resume/resume.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FormField } from './form-field.tsx';
import { ReviewMarks } from './review-mark.tsx';

/** Links (portfolio, LinkedIn …): a label and an http or https address. */
export function LinksEditor({
  links,
  onChange,
}: {
  links: Link[];
  onChange: (links: Link[]) => void;
}) {
  const [label, setLabel] = useState('');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  const full = links.length >= L.links;

  const add = () => {
    const result = linkSchema.safeParse({ label: label.trim(), url });
    if (!result.success) {
      setError(result.error.issues[0]?.message);
      return;
    }
    onChange([...links, result.data]);
    setLabel('');
    setUrl('');
    setError(undefined);
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-ink">Links</legend>
      <p className="-mt-2 text-xs text-muted">Portfolio, LinkedIn, GitHub or a personal site.</p>
      {links.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {links.map((link, index) => (
            <li
              key={`${link.url}-${index}`}
              className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm"
            >
              <ExternalLink className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                {link.label ? <span className="font-medium">{link.label}: </span> : null}
                <span className="break-all text-muted">{link.url}</span>
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="h-8 w-8"
                aria-label={`Remove link ${link.label || link.url}`}
                onClick={() => onChange(links.filter((_, i) => i !== index))}
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </Button>
              <ReviewMarks
                target={{ section: 'links', entry: link.url }}
                whole
                name={link.label || link.url}
                className="basis-full"
              />
            </li>
          ))}
        </ul>
      ) : null}
      {full ? (
        <p className="text-sm text-muted">You have reached the limit of {L.links} links.</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] sm:items-start">
          <FormField label="Link label">
            {(props) => (
              <Input
                {...props}
                value={label}
                maxLength={L.shortText}
                placeholder="e.g. Portfolio"
                onChange={(e) => setLabel(e.target.value)}
              />
            )}
          </FormField>
          <FormField label="Link URL" error={error}>
            {(props) => (
              <Input
                {...props}
                type="url"
                inputMode="url"
                value={url}
                maxLength={L.url}
                placeholder="https://"
                onChange={(e) => {
                  setUrl(e.target.value);
                  setError(undefined);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    add();
                  }
                }}
              />
            )}
          </FormField>
          <Button variant="outline" className="sm:mt-6" onClick={add}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add Link
          </Button>
        </div>
      )}
    </fieldset>
  );
}
