import { Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { LinkedResumeSelect } from '../../../components/linked-resume-select.tsx';
import { fieldId } from './letter-field.tsx';
import type { LinkedResume, ResumeOption } from './letter-slots.ts';

/**
 * Which resume the letter goes with: a choice of the account's resumes, or, for a visitor,
 * the resume in this browser; with what the letter takes from it and a link to edit it.
 */
export function LinkedResumePicker({
  options,
  value,
  linked,
  onChange,
}: {
  options: ResumeOption[] | null;
  value: string | null;
  linked: LinkedResume;
  onChange: (resumeId: string | null) => void;
}) {
  const status =
    linked.status === 'loading' ? (
      <span className="inline-flex items-center gap-1.5">
        <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden="true" /> Loading the resume...
      </span>
    ) : linked.status === 'error' ? (
      'The linked resume could not be loaded. Its look and facts are not used.'
    ) : linked.status === 'ready' && linked.data?.targetJob?.title ? (
      `Target job: ${linked.data.targetJob.title}${linked.data.targetJob.company ? ` at ${linked.data.targetJob.company}` : ''}`
    ) : linked.status === 'ready' ? (
      'This resume has no target job yet: add one in the builder to check keywords.'
    ) : null;
  const editLink = linked.href ? (
    <Link
      to={linked.href}
      className="font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      Edit the resume
    </Link>
  ) : null;

  if (options === null) {
    return (
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
        <p className="font-medium">The resume in this browser</p>
        <p className="text-muted" role="status">
          {linked.status === 'none'
            ? 'No resume yet. Start one in the builder; the letter then takes its look and facts.'
            : status}
        </p>
        <p className="mt-1">{editLink}</p>
      </div>
    );
  }
  return (
    <LinkedResumeSelect
      id={fieldId('resumeId')}
      value={value ?? ''}
      resumes={options}
      onChange={(resumeId) => onChange(resumeId || null)}
    >
      <p className="text-xs text-muted" role="status">
        {status} {editLink}
      </p>
    </LinkedResumeSelect>
  );
}
