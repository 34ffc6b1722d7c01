import { LayoutList, Trash2 } from 'lucide-react';
import { UNTITLED_CUSTOM_SECTION } from '#shared/resume/resume-defaults.ts';
import {
  customEntryFormSchema,
  type CustomEntryFormOutput,
  type CustomEntryFormValues,
} from '#shared/resume/resume-forms.schema.ts';
import { RESUME_LIMITS as L } from '#shared/resume/resume.limits.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import type { CustomEntry, CustomSection } from '../state/resume-edits.ts';
import { EntryListStep, type EntryListSpec, type EntryStepProps } from './entry-list-step.tsx';
import { FormField } from './form-field.tsx';
import { ReviewMarks } from './review-mark.tsx';

export function customEntryName(entry: CustomEntry): string {
  return entry.title || 'this entry';
}

/** The heading id of a custom section's editor. */
function customSectionHeadingId(sectionId: string): string {
  return `section-custom-${sectionId}`;
}

/** An entry of a section of one's own: a title (required), a subtitle, a date as free text, a link. */
function customSpec(
  section: CustomSection,
): EntryListSpec<CustomEntry, CustomEntryFormValues, CustomEntryFormOutput> {
  return {
    headingId: customSectionHeadingId(section.id),
    title: section.title.trim() || UNTITLED_CUSTOM_SECTION,
    intro: 'A section of your own: talks, patents, exhibitions, anything the others do not fit.',
    listLabel: `Entries of ${section.title.trim() || UNTITLED_CUSTOM_SECTION}`,
    limit: L.customEntries,
    empty: {
      icon: LayoutList,
      title: 'No entries in this section yet',
      text: 'Each entry has a title and, if you like, a subtitle, a date, a link and a description.',
      add: 'Add Your First Entry',
    },
    add: 'Add Entry',
    name: customEntryName,
    card: (entry) => ({
      title: entry.title || 'Untitled entry',
      subtitle: entry.subtitle,
      dateRange: entry.date,
      link: entry.url,
      description: entry.description,
    }),
    form: {
      noun: 'Entry',
      schema: customEntryFormSchema,
      empty: { title: '', subtitle: '', date: '', url: '', description: '' },
      requiredFilled: (v) => Boolean(v.title.trim()),
      fields: [
        {
          name: 'title',
          label: 'Title',
          required: true,
          maxLength: L.shortText,
          placeholder: 'e.g. Keynote at PyCon',
        },
        {
          name: 'subtitle',
          label: 'Subtitle',
          maxLength: L.shortText,
          placeholder: 'e.g. Berlin',
        },
        {
          name: 'date',
          label: 'Date',
          maxLength: L.customDate,
          placeholder: 'e.g. Spring 2024',
        },
      ],
      details: [
        { name: 'url', label: 'Link', url: true, maxLength: L.url, placeholder: 'https://' },
        {
          name: 'description',
          label: 'Description',
          maxLength: L.description,
          rows: 3,
          placeholder: 'What it was and why it matters...',
        },
      ],
    },
  };
}

/**
 * A custom section: its title (renamed in place; blank prints the documents' default
 * heading), its entries as cards, and the button that deletes the whole section.
 */
export function CustomSectionEditor({
  section,
  onRename,
  onDeleteSection,
  ...entries
}: EntryStepProps<CustomEntry> & {
  section: CustomSection;
  onRename: (title: string) => void;
  onDeleteSection: () => void;
}) {
  return (
    <EntryListStep
      spec={customSpec(section)}
      {...entries}
      header={
        <>
          {/* An import's marks on the section as a whole or on its heading. */}
          <ReviewMarks
            target={{ section: 'custom', entry: section.id }}
            whole
            name={section.title.trim() || UNTITLED_CUSTOM_SECTION}
          />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <FormField
              label="Section Title"
              className="flex-1"
              hint={`Blank prints "${UNTITLED_CUSTOM_SECTION}".`}
            >
              {(props) => (
                <Input
                  {...props}
                  value={section.title}
                  maxLength={L.sectionTitle}
                  placeholder="e.g. Talks"
                  onChange={(e) => onRename(e.target.value)}
                />
              )}
            </FormField>
            <Button
              variant="outline"
              className="text-red-700 hover:bg-red-50 sm:mb-5"
              onClick={onDeleteSection}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              Delete Section
            </Button>
          </div>
        </>
      }
    />
  );
}
