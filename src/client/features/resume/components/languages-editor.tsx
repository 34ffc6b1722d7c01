import { RESUME_LIMITS as L } from '#shared/resume/resume.limits.ts';
import { LANGUAGE_LEVELS, type Language } from '#shared/resume/resume.schema.ts';
import { hasTag } from '#shared/resume/tags.ts';
import { NativeSelect } from '../../../components/ui/input.tsx';
import { SelectOptions } from './add-row.tsx';
import { RowListEditor, type NewRow } from './row-list-editor.tsx';

type Level = Language['level'];
type Draft = { name: string; level: string };

const LEVELS = { empty: 'No level', options: LANGUAGE_LEVELS } as const;

/** Languages with a level (Native … Basic); a language is listed once. */
export function LanguagesEditor({
  languages,
  onChange,
}: {
  languages: Language[];
  onChange: (languages: Language[]) => void;
}) {
  const toItem = ({ name, level }: Draft): NewRow<Language, Draft> => {
    const trimmed = name.trim();
    if (!trimmed) return { error: 'Type a language first.' };
    if (trimmed.length > L.tag) return { error: `At most ${L.tag} characters.` };
    if (
      hasTag(
        languages.map((l) => l.name),
        trimmed,
      )
    ) {
      return { error: 'That language is already in your list.', clear: ['name'] };
    }
    return { item: { name: trimmed, level: level as Level } };
  };

  return (
    <RowListEditor
      title="Languages"
      items={languages}
      onChange={onChange}
      limit={L.languages}
      section="languages"
      itemName={(language) => language.name}
      reviewEntry={(language) => language.name}
      removeLabel={(language) => `Remove ${language.name}`}
      renderRow={(language, update) => (
        <>
          <span className="min-w-0 flex-1 text-sm font-medium break-words">{language.name}</span>
          <div className="w-36 shrink-0">
            <NativeSelect
              aria-label={`Level of ${language.name}`}
              className="h-9"
              value={language.level}
              onChange={(e) => update({ ...language, level: e.target.value as Level })}
            >
              <SelectOptions {...LEVELS} />
            </NativeSelect>
          </div>
        </>
      )}
      add={{
        fields: [
          {
            name: 'name',
            label: 'Language',
            maxLength: 80,
            placeholder: 'e.g. Spanish',
            enterAdds: true,
            clearsMessage: true,
          },
          { name: 'level', label: 'Level', select: LEVELS },
        ],
        empty: { name: '', level: '' },
        label: 'Add Language',
        toItem,
        layout: {
          grid: 'grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1.3fr)_auto] sm:items-start',
          button: 'sm:mt-6',
        },
      }}
    />
  );
}
