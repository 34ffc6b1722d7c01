import { useState, type ReactNode } from 'react';
import { RESUME_LIMITS as L } from '#shared/resume/resume.limits.ts';
import type { Link, PersonalInfo } from '#shared/resume/resume.schema.ts';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { FormField } from './form-field.tsx';
import { LinksEditor } from './links-editor.tsx';
import { StepHeading } from './step-heading.tsx';

type TextField = Exclude<keyof PersonalInfo, 'links'>;

const SUMMARY = { section: 'summary' } as const;

/** The one-line fields (the name, the headline under it, the contacts), in their order on the page. */
const CONTACT_FIELDS: readonly {
  field: Exclude<TextField, 'summary'>;
  label: string;
  type?: 'email' | 'tel';
  maxLength: number;
  autoComplete: string;
  placeholder: string;
}[] = [
  {
    field: 'fullName',
    label: 'Full Name',
    maxLength: L.shortText,
    autoComplete: 'name',
    placeholder: 'John Doe',
  },
  {
    field: 'headline',
    label: 'Headline',
    maxLength: L.shortText,
    autoComplete: 'organization-title',
    placeholder: 'e.g. Senior Data Engineer',
  },
  {
    field: 'email',
    label: 'Email',
    type: 'email',
    maxLength: L.shortText,
    autoComplete: 'email',
    placeholder: 'john.doe@example.com',
  },
  {
    field: 'phone',
    label: 'Phone',
    type: 'tel',
    maxLength: L.phone,
    autoComplete: 'tel',
    placeholder: '+1 (555) 123-4567',
  },
  {
    field: 'location',
    label: 'Location',
    maxLength: L.shortText,
    autoComplete: 'address-level2',
    placeholder: 'New York, NY',
  },
];

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Step 1: the Quick Start CV upload card (from the CV import feature, through a slot),
 * the 'OR FILL MANUALLY' divider, then the personal fields. Every keystroke goes to the
 * live preview.
 */
export function PersonalInfoStep({
  info,
  onChange,
  onLinksChange,
  cvImportSlot,
}: {
  info: PersonalInfo;
  onChange: (field: TextField, value: string) => void;
  onLinksChange: (links: Link[]) => void;
  /** The Quick Start CV upload card; nothing is rendered there without it. */
  cvImportSlot?: ReactNode;
}) {
  const [emailTouched, setEmailTouched] = useState(false);
  const emailError =
    emailTouched && info.email.trim() && !EMAIL_SHAPE.test(info.email.trim())
      ? 'Enter a valid email address, like name@example.com.'
      : undefined;

  return (
    <section aria-labelledby="step-personal" className="flex flex-col gap-6">
      <StepHeading id="step-personal" title="Personal Information">
        How employers will know and reach you.
      </StepHeading>

      {cvImportSlot}

      <div className="flex items-center gap-3" role="separator" aria-label="Or fill manually">
        <span className="h-px flex-1 bg-slate-200" />
        <span className="text-xs font-semibold tracking-wider text-muted">OR FILL MANUALLY</span>
        <span className="h-px flex-1 bg-slate-200" />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        {CONTACT_FIELDS.map((f) => (
          <FormField
            key={f.field}
            label={f.label}
            review={{ section: 'personal', field: f.field }}
            error={f.field === 'email' ? emailError : undefined}
          >
            {(props) => (
              <Input
                {...props}
                type={f.type}
                value={info[f.field]}
                maxLength={f.maxLength}
                autoComplete={f.autoComplete}
                placeholder={f.placeholder}
                onChange={(e) => onChange(f.field, e.target.value)}
                onBlur={f.field === 'email' ? () => setEmailTouched(true) : undefined}
              />
            )}
          </FormField>
        ))}
        <FormField
          label="Professional Summary"
          review={SUMMARY}
          className="sm:col-span-2"
          hint={`${info.summary.length} / ${L.summary} characters`}
        >
          {(props) => (
            <Textarea
              {...props}
              value={info.summary}
              maxLength={L.summary}
              rows={5}
              placeholder="Write a brief summary of your professional background and career objectives..."
              onChange={(e) => onChange('summary', e.target.value)}
            />
          )}
        </FormField>
      </div>

      <LinksEditor links={info.links} onChange={onLinksChange} />
    </section>
  );
}
