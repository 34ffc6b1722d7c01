import type { ResumeData } from '#shared/resume/resume.schema.ts';
import { entryEdits, type EditDeps } from '../state/entry-edits.ts';
import { customEntriesLens, sectionLens } from '../state/resume-edits.ts';
import { yearDates, type EntryDates } from '../state/sort-by-date.ts';
import { AWARDS, awardName } from './awards-section.tsx';
import { CustomSectionEditor, customEntryName } from './custom-section-editor.tsx';
import { EntryListStep } from './entry-list-step.tsx';
import { InterestsEditor } from './interests-editor.tsx';
import { PROJECTS, projectName } from './projects-section.tsx';
import { PUBLICATIONS, publicationName } from './publications-section.tsx';
import { REFERENCES, referenceName } from './references-section.tsx';
import { VOLUNTEERING, volunteeringName } from './volunteering-section.tsx';

const CUSTOM_PREFIX = 'custom:';

const current = (e: Omit<EntryDates, 'current'> & { isCurrent: boolean }): EntryDates => ({
  ...e,
  current: e.isCurrent,
});

/**
 * The editor of one optional section (`projects` … `interests`, or `custom:<id>`), in its
 * own chunk: the builder loads it when a person opens one. Adding, editing, deleting (with
 * Undo), moving and sorting by date work as in the experience step.
 */
export default function OptionalSectionEditor({
  id,
  data,
  deps,
  onDeleteCustomSection,
}: {
  id: string;
  data: ResumeData;
  deps: EditDeps;
  /** Deletes the custom section `sectionId` (the builder offers Undo and leaves its editor). */
  onDeleteCustomSection: (sectionId: string) => void;
}) {
  switch (id) {
    case 'projects': {
      const edits = entryEdits(sectionLens('projects'), {
        ...deps,
        deletedTitle: 'Project deleted',
        name: projectName,
        datesOf: current,
      });
      return <EntryListStep spec={PROJECTS} entries={data.projects} {...edits} />;
    }
    case 'volunteering': {
      const edits = entryEdits(sectionLens('volunteering'), {
        ...deps,
        deletedTitle: 'Volunteering deleted',
        name: volunteeringName,
        datesOf: current,
      });
      return <EntryListStep spec={VOLUNTEERING} entries={data.volunteering} {...edits} />;
    }
    case 'awards': {
      const edits = entryEdits(sectionLens('awards'), {
        ...deps,
        deletedTitle: 'Award deleted',
        name: awardName,
        datesOf: yearDates,
      });
      return <EntryListStep spec={AWARDS} entries={data.awards} {...edits} />;
    }
    case 'publications': {
      const edits = entryEdits(sectionLens('publications'), {
        ...deps,
        deletedTitle: 'Publication deleted',
        name: publicationName,
        datesOf: yearDates,
      });
      return <EntryListStep spec={PUBLICATIONS} entries={data.publications} {...edits} />;
    }
    case 'references': {
      const edits = entryEdits(sectionLens('references'), {
        ...deps,
        deletedTitle: 'Reference deleted',
        name: referenceName,
      });
      return <EntryListStep spec={REFERENCES} entries={data.references} {...edits} />;
    }
    case 'interests':
      return (
        <InterestsEditor
          interests={data.interests}
          onChange={(interests) => deps.editData((d) => ({ ...d, interests }))}
        />
      );
  }
  const sectionId = id.startsWith(CUSTOM_PREFIX) ? id.slice(CUSTOM_PREFIX.length) : null;
  const section = data.customSections.find((s) => s.id === sectionId);
  if (!section) return null;
  const edits = entryEdits(customEntriesLens(section.id), {
    ...deps,
    deletedTitle: 'Entry deleted',
    name: customEntryName,
  });
  return (
    <CustomSectionEditor
      key={section.id}
      section={section}
      entries={section.entries}
      {...edits}
      onRename={(title) =>
        deps.editData((d) => ({
          ...d,
          customSections: d.customSections.map((s) => (s.id === section.id ? { ...s, title } : s)),
        }))
      }
      onDeleteSection={() => onDeleteCustomSection(section.id)}
    />
  );
}
