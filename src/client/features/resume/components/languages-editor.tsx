import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { RESUME_LIMITS as L } from '#shared/resume/resume.limits.ts';
import { LANGUAGE_LEVELS, type Language } from '#shared/resume/resume.schema.ts';
import { hasTag } from '#shared/resume/tags.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { FormField } from './form-field.tsx';
import { ReviewMarks } from './review-mark.tsx';

type Level = Language['level'];

/** Languages with a level (Native … Basic); a language is listed once. */
export function LanguagesEditor({
  languages,
  onChange,
}: {
  languages: Language[];
  onChange: (languages: Language[]) => void;
}) {
  const [name, setName] = useState('');
  const [level, setLevel] = useState<Level>('');
  const [message, setMessage] = useState('');
  const full = languages.length >= L.languages;

  const add = () => {
    const trimmed = name.trim();
    if (!trimmed) return setMessage('Type a language first.');
    if (trimmed.length > L.tag) return setMessage(`At most ${L.tag} characters.`);
    if (
      hasTag(
        languages.map((l) => l.name),
        trimmed,
      )
    ) {
      setName('');
      return setMessage('That language is already in your list.');
    }
    onChange([...languages, { name: trimmed, level }]);
    setName('');
    setLevel('');
    setMessage('');
  };

  return (
    <section aria-labelledby="languages-heading" className="flex flex-col gap-4">
      <h3 id="languages-heading" className="text-base font-semibold">
        Languages
      </h3>
      {languages.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {languages.map((language, index) => (
            <li
              key={language.name}
              className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2"
            >
              <span className="min-w-0 flex-1 text-sm font-medium break-words">
                {language.name}
              </span>
              <div className="w-36 shrink-0">
                <NativeSelect
                  aria-label={`Level of ${language.name}`}
                  className="h-9"
                  value={language.level}
                  onChange={(e) =>
                    onChange(
                      languages.map((l, i) =>
                        i === index ? { ...l, level: e.target.value as Level } : l,
                      ),
                    )
                  }
                >
                  <option value="">No level</option>
                  {LANGUAGE_LEVELS.map((lv) => (
                    <option key={lv} value={lv}>
                      {lv}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="h-8 w-8"
                aria-label={`Remove ${language.name}`}
                onClick={() => onChange(languages.filter((_, i) => i !== index))}
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </Button>
              <ReviewMarks
                target={{ section: 'languages', entry: language.name }}
                whole
                name={language.name}
                className="basis-full"
              />
            </li>
          ))}
        </ul>
      ) : null}
      {full ? (
        <p className="text-sm text-muted">You have reached the limit of {L.languages} languages.</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1.3fr)_auto] sm:items-start">
          <FormField label="Language">
            {(props) => (
              <Input
                {...props}
                value={name}
                maxLength={80}
                placeholder="e.g. Spanish"
                onChange={(e) => {
                  setName(e.target.value);
                  setMessage('');
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
          <FormField label="Level">
            {(props) => (
              <NativeSelect
                {...props}
                value={level}
                onChange={(e) => setLevel(e.target.value as Level)}
              >
                <option value="">No level</option>
                {LANGUAGE_LEVELS.map((lv) => (
                  <option key={lv} value={lv}>
                    {lv}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <Button variant="outline" className="sm:mt-6" onClick={add}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add Language
          </Button>
        </div>
      )}
      <p className="-mt-2 min-h-4 text-xs text-muted" aria-live="polite">
        {message}
      </p>
    </section>
  );
}
