import {
  APPLICATION_LIMITS,
  applicationJobSchema,
  type ApplicationJob,
} from '#shared/applications/applications.schema.ts';
import { Field } from '../../components/ui/field.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';

export type PostingDraft = Record<'title' | 'company' | 'url' | 'location' | 'description', string>;

export const EMPTY_POSTING: PostingDraft = {
  title: '',
  company: '',
  url: '',
  location: '',
  description: '',
};

export type PostingErrors = Partial<Record<keyof PostingDraft, string>>;

/**
 * The pasted posting checked with the shared rule: the job to send, or the message for each
 * field that is wrong (the first issue of each).
 */
export function checkPosting(
  draft: PostingDraft,
): { job: ApplicationJob; errors: null } | { job: null; errors: PostingErrors } {
  const parsed = applicationJobSchema.safeParse(draft);
  if (parsed.success) return { job: parsed.data, errors: null };
  const errors: PostingErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof PostingDraft;
    errors[field] ??= issue.message;
  }
  return { job: null, errors };
}

/** The posting's fields: title, company, URL, location and the description as pasted. */
export function PostingFields({
  value,
  errors,
  onChange,
}: {
  value: PostingDraft;
  errors: PostingErrors;
  onChange: (value: PostingDraft) => void;
}) {
  const set = (field: keyof PostingDraft) => (text: string) =>
    onChange({ ...value, [field]: text });
  const line = (
    field: 'title' | 'company' | 'url' | 'location',
    label: string,
    required = true,
  ) => (
    <Field label={label} required={required} error={errors[field]} compact>
      {(control) => (
        <Input
          {...control}
          type={field === 'url' ? 'url' : 'text'}
          inputMode={field === 'url' ? 'url' : undefined}
          value={value[field]}
          maxLength={APPLICATION_LIMITS[field]}
          onChange={(e) => set(field)(e.target.value)}
          autoComplete="off"
        />
      )}
    </Field>
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {line('title', 'Job title')}
        {line('company', 'Company')}
        {line('url', 'Posting URL', false)}
        {line('location', 'Location', false)}
      </div>
      <Field
        label="Job description"
        error={errors.description}
        hint="Paste the whole posting: the match report reads its keywords."
        compact
      >
        {(control) => (
          <Textarea
            {...control}
            value={value.description}
            maxLength={APPLICATION_LIMITS.description}
            onChange={(e) => set('description')(e.target.value)}
            rows={8}
          />
        )}
      </Field>
    </div>
  );
}
