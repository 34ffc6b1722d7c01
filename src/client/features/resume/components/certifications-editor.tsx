import { Award, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { certificationFormSchema } from '#shared/resume/resume-forms.schema.ts';
import { RESUME_LIMITS as L } from '#shared/resume/resume.limits.ts';
import { newEntryId, type Certification } from '#shared/resume/resume.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { YearSelect } from './date-fields.tsx';
import { FormField } from './form-field.tsx';
import { ReviewMarks } from './review-mark.tsx';

/** Certifications: a name (required), the issuer and the year. */
export function CertificationsEditor({
  certifications,
  onChange,
}: {
  certifications: Certification[];
  onChange: (certifications: Certification[]) => void;
}) {
  const [name, setName] = useState('');
  const [issuer, setIssuer] = useState('');
  const [year, setYear] = useState('');
  const [error, setError] = useState<string | undefined>();
  const full = certifications.length >= L.certifications;

  const add = () => {
    const result = certificationFormSchema.safeParse({ name, issuer, year });
    if (!result.success) {
      setError(result.error.issues[0]?.message);
      return;
    }
    onChange([
      ...certifications,
      { ...result.data, id: newEntryId(certifications.map((c) => c.id)) },
    ]);
    setName('');
    setIssuer('');
    setYear('');
    setError(undefined);
  };

  return (
    <section aria-labelledby="certifications-heading" className="flex flex-col gap-4">
      <h3 id="certifications-heading" className="text-base font-semibold">
        Certifications
      </h3>
      {certifications.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {certifications.map((cert) => (
            <li
              key={cert.id}
              className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2"
            >
              <Award className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
              <span className="min-w-0 flex-1 text-sm break-words">
                <span className="font-medium">{cert.name}</span>
                {cert.issuer || cert.year ? (
                  <span className="text-muted">
                    {' '}
                    · {[cert.issuer, cert.year].filter(Boolean).join(', ')}
                  </span>
                ) : null}
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="h-8 w-8"
                aria-label={`Remove ${cert.name}`}
                onClick={() => onChange(certifications.filter((c) => c.id !== cert.id))}
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </Button>
              <ReviewMarks
                target={{ section: 'certifications', entry: cert.id }}
                whole
                name={cert.name}
                className="basis-full"
              />
            </li>
          ))}
        </ul>
      ) : null}
      {full ? (
        <p className="text-sm text-muted">
          You have reached the limit of {L.certifications} certifications.
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="Certification Name" error={error}>
            {(props) => (
              <Input
                {...props}
                value={name}
                maxLength={L.shortText}
                placeholder="e.g. AWS Certified Developer"
                onChange={(e) => {
                  setName(e.target.value);
                  setError(undefined);
                }}
              />
            )}
          </FormField>
          <FormField label="Issuer">
            {(props) => (
              <Input
                {...props}
                value={issuer}
                maxLength={L.shortText}
                placeholder="e.g. Amazon Web Services"
                onChange={(e) => setIssuer(e.target.value)}
              />
            )}
          </FormField>
          <YearSelect label="Year" value={year} onChange={setYear} />
          <Button
            variant="outline"
            className="self-end justify-self-start"
            disabled={!name.trim()}
            onClick={add}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add Certification
          </Button>
        </div>
      )}
    </section>
  );
}
