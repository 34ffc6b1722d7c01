import { JOB_FIELD_MAX } from '#shared/ats-keywords/ats-keywords.schema.ts';
import { TARGET_JOB_LIMITS, type TargetJob } from '#shared/resume/resume.schema.ts';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { TARGET_JOB_FIELD_ID } from './field-jump.ts';

const LINE_FIELDS = [
  { key: 'title', label: 'Job title', placeholder: 'e.g. Senior Backend Engineer' },
  { key: 'company', label: 'Hiring company', placeholder: 'e.g. Northwind' },
] as const;

/** The target job as typed: title, hiring company and the pasted posting. */
export function JobPostingFields({
  job,
  idPrefix,
  onChange,
}: {
  job: TargetJob;
  /** Unique per panel: the fields' ids start with it. */
  idPrefix: string;
  onChange: (patch: Partial<TargetJob>) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {LINE_FIELDS.map(({ key, label, placeholder }) => (
        <div key={key} className="flex flex-col gap-1.5">
          <Label htmlFor={`${idPrefix}-${key}`}>{label}</Label>
          <Input
            id={`${idPrefix}-${key}`}
            value={job[key]}
            maxLength={Math.min(JOB_FIELD_MAX, TARGET_JOB_LIMITS[key])}
            placeholder={placeholder}
            onChange={(e) => onChange({ [key]: e.target.value })}
          />
        </div>
      ))}
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor={TARGET_JOB_FIELD_ID}>Job posting</Label>
        <Textarea
          id={TARGET_JOB_FIELD_ID}
          value={job.description}
          maxLength={TARGET_JOB_LIMITS.description}
          rows={6}
          aria-describedby={`${idPrefix}-hint`}
          placeholder="Paste the full job posting: requirements, responsibilities, nice-to-haves…"
          onChange={(e) => onChange({ description: e.target.value })}
        />
        <p id={`${idPrefix}-hint`} className="text-xs text-muted">
          Kept with this resume. {job.description.length.toLocaleString('en-US')} /{' '}
          {TARGET_JOB_LIMITS.description.toLocaleString('en-US')} characters.
        </p>
      </div>
    </div>
  );
}
