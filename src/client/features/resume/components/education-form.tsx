import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { END_BEFORE_START_MESSAGE, isEndBeforeStart } from '#shared/resume/dates.ts';
import {
  educationFormSchema,
  hasRequiredEducationFields,
  type EducationFormOutput,
  type EducationFormValues,
} from '#shared/resume/resume-forms.schema.ts';
import { RESUME_LIMITS as L } from '#shared/resume/resume.limits.ts';
import type { EducationEntry } from '#shared/resume/resume.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { MonthSelect, YearSelect } from './date-fields.tsx';
import { FormField } from './form-field.tsx';
import { fieldTargets } from '../state/review-marks.tsx';

const EMPTY: EducationFormValues = {
  school: '',
  degree: '',
  fieldOfStudy: '',
  location: '',
  startMonth: '',
  startYear: '',
  isCurrent: false,
  endMonth: '',
  endYear: '',
  description: '',
};

/**
 * One form for adding and editing an education entry, with the experience form's rules:
 * school, degree, start month and start year required (submit disabled until present),
 * end date hidden while 'I currently study here' is on, end not before start.
 */
export function EducationForm({
  entry,
  onSubmit,
  onCancel,
}: {
  entry?: EducationEntry | undefined;
  onSubmit: (values: EducationFormOutput) => void;
  onCancel: () => void;
}) {
  const headingId = useId();
  const editing = entry !== undefined;
  const review = fieldTargets('education', entry?.id);
  const { control, register, handleSubmit, formState } = useForm<
    EducationFormValues,
    unknown,
    EducationFormOutput
  >({
    resolver: zodResolver(educationFormSchema),
    defaultValues: entry
      ? {
          school: entry.school,
          degree: entry.degree,
          fieldOfStudy: entry.fieldOfStudy,
          location: entry.location,
          startMonth: entry.startMonth,
          startYear: entry.startYear,
          isCurrent: entry.isCurrent,
          endMonth: entry.endMonth,
          endYear: entry.endYear,
          description: entry.description,
        }
      : EMPTY,
  });
  const values = useWatch({ control }) as EducationFormValues;
  const current = values.isCurrent;
  const endBeforeStart = !current && isEndBeforeStart(values);
  const endError = endBeforeStart ? END_BEFORE_START_MESSAGE : formState.errors.endYear?.message;
  const canSubmit = hasRequiredEducationFields(values) && !endBeforeStart;

  return (
    <form
      aria-labelledby={headingId}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="flex flex-col gap-5"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {editing ? 'Edit Education' : 'Add Education'}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="School"
          required
          error={formState.errors.school?.message}
          review={review('school')}
        >
          {(props) => (
            <Input
              {...props}
              {...register('school')}
              maxLength={L.shortText}
              placeholder="e.g. University of Michigan"
            />
          )}
        </FormField>
        <FormField
          label="Degree"
          required
          error={formState.errors.degree?.message}
          review={review('degree')}
        >
          {(props) => (
            <Input
              {...props}
              {...register('degree')}
              maxLength={L.shortText}
              placeholder="e.g. Bachelor of Science"
            />
          )}
        </FormField>
        <FormField
          label="Field of Study"
          error={formState.errors.fieldOfStudy?.message}
          review={review('fieldOfStudy')}
        >
          {(props) => (
            <Input
              {...props}
              {...register('fieldOfStudy')}
              maxLength={L.shortText}
              placeholder="e.g. Computer Science"
            />
          )}
        </FormField>
        <FormField label="Location" error={formState.errors.location?.message}>
          {(props) => (
            <Input
              {...props}
              {...register('location')}
              maxLength={L.shortText}
              placeholder="e.g. Ann Arbor, MI"
            />
          )}
        </FormField>
        <Controller
          control={control}
          name="startMonth"
          render={({ field, fieldState }) => (
            <MonthSelect
              label="Start Month"
              review={review('startMonth')}
              required
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="startYear"
          render={({ field, fieldState }) => (
            <YearSelect
              label="Start Year"
              review={review('startYear')}
              required
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>

      <label className="flex w-fit items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300 accent-brand-700"
          {...register('isCurrent')}
        />
        I currently study here
      </label>

      {current ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="endMonth"
            render={({ field }) => (
              <MonthSelect
                label="End Month"
                review={review('endMonth')}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="endYear"
            render={({ field }) => (
              <YearSelect
                label="End Year"
                review={review('endYear')}
                value={field.value}
                onChange={field.onChange}
                error={endError}
              />
            )}
          />
        </div>
      )}

      <FormField
        label="Description"
        error={formState.errors.description?.message}
        review={review('description')}
      >
        {(props) => (
          <Textarea
            {...props}
            {...register('description')}
            maxLength={L.description}
            rows={4}
            placeholder="Honours, thesis, relevant coursework..."
          />
        )}
      </FormField>

      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSubmit}>
          {editing ? 'Update Education' : 'Add Education'}
        </Button>
      </div>
    </form>
  );
}
