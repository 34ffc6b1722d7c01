import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useId, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { END_BEFORE_START_MESSAGE, isEndBeforeStart } from '#shared/resume/dates.ts';
import {
  experienceFormSchema,
  hasRequiredExperienceFields,
  type ExperienceFormOutput,
  type ExperienceFormValues,
} from '#shared/resume/resume-forms.schema.ts';
import { RESUME_LIMITS as L } from '#shared/resume/resume.limits.ts';
import type { ExperienceEntry } from '#shared/resume/resume.schema.ts';
import { addTags } from '#shared/resume/tags.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { MonthSelect, YearSelect } from './date-fields.tsx';
import { FormField } from './form-field.tsx';
import { fieldTargets } from '../state/review-marks.tsx';
import { TagInput } from './tag-input.tsx';

/** What the 'Generate ATS Keywords' control (a later issue) gets from the form. */
export interface AtsKeywordsSlotProps {
  jobTitle: string;
  company: string;
  description: string;
  tags: string[];
  /** Adds keywords as tags by the tag rules; returns the ones that were new. */
  addKeywords: (keywords: string[]) => string[];
}

const EMPTY: ExperienceFormValues = {
  jobTitle: '',
  company: '',
  startMonth: '',
  startYear: '',
  isCurrentJob: false,
  endMonth: '',
  endYear: '',
  description: '',
  tags: [],
};

/**
 * One form for adding and editing an experience entry: job title,
 * company, start month and start year are required and submit stays disabled until they
 * are there; the end date is hidden while 'I currently work here' is on; the end may not
 * be before the start; skill tags follow the tag rules.
 */
export function ExperienceForm({
  entry,
  onSubmit,
  onCancel,
  renderAtsKeywords,
}: {
  /** The entry being edited; absent when adding. */
  entry?: ExperienceEntry | undefined;
  onSubmit: (values: ExperienceFormOutput) => void;
  onCancel: () => void;
  /** Slot next to the description for the 'Generate ATS Keywords' control (later issue). */
  renderAtsKeywords?: ((props: AtsKeywordsSlotProps) => ReactNode) | undefined;
}) {
  const headingId = useId();
  const editing = entry !== undefined;
  const review = fieldTargets('experience', entry?.id);
  const form = useForm<ExperienceFormValues, unknown, ExperienceFormOutput>({
    resolver: zodResolver(experienceFormSchema),
    defaultValues: entry
      ? {
          jobTitle: entry.jobTitle,
          company: entry.company,
          startMonth: entry.startMonth,
          startYear: entry.startYear,
          isCurrentJob: entry.isCurrentJob,
          endMonth: entry.endMonth,
          endYear: entry.endYear,
          description: entry.description,
          tags: entry.tags,
        }
      : EMPTY,
  });
  const { control, register, handleSubmit, formState, setValue, getValues } = form;
  const values = useWatch({ control }) as ExperienceFormValues;
  const current = values.isCurrentJob;
  const endError =
    !current && isEndBeforeStart(values)
      ? END_BEFORE_START_MESSAGE
      : formState.errors.endYear?.message;
  const canSubmit = hasRequiredExperienceFields(values) && !(!current && isEndBeforeStart(values));

  return (
    <form
      aria-labelledby={headingId}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="flex flex-col gap-5"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {editing ? 'Edit Experience' : 'Add Experience'}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Job Title"
          required
          error={formState.errors.jobTitle?.message}
          review={review('jobTitle')}
        >
          {(props) => (
            <Input
              {...props}
              {...register('jobTitle')}
              maxLength={L.shortText}
              placeholder="e.g. Software Engineer"
              autoComplete="organization-title"
            />
          )}
        </FormField>
        <FormField
          label="Company"
          required
          error={formState.errors.company?.message}
          review={review('company')}
        >
          {(props) => (
            <Input
              {...props}
              {...register('company')}
              maxLength={L.shortText}
              placeholder="e.g. Acme Corporation"
              autoComplete="organization"
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
          {...register('isCurrentJob')}
        />
        I currently work here
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

      <div className="flex flex-col gap-2">
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
              rows={5}
              placeholder="Describe your responsibilities and achievements..."
            />
          )}
        </FormField>
        {/* Slot: the 'Generate ATS Keywords' control, which the keyword feature fills. */}
        {renderAtsKeywords?.({
          jobTitle: values.jobTitle,
          company: values.company,
          description: values.description,
          tags: values.tags,
          addKeywords: (keywords) => {
            const result = addTags(getValues('tags'), keywords);
            setValue('tags', result.tags, { shouldDirty: true });
            return result.added;
          },
        })}
      </div>

      <Controller
        control={control}
        name="tags"
        render={({ field }) => (
          <TagInput
            label="Skills"
            tags={field.value}
            onChange={field.onChange}
            placeholder="Add a skill and press Enter"
          />
        )}
      />

      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSubmit}>
          {editing ? 'Update Experience' : 'Add Experience'}
        </Button>
      </div>
    </form>
  );
}
