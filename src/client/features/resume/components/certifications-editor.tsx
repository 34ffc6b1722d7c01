import { Award } from 'lucide-react';
import { certificationFormSchema } from '#shared/resume/resume-forms.schema.ts';
import { RESUME_LIMITS as L } from '#shared/resume/resume.limits.ts';
import { newEntryId, type Certification } from '#shared/resume/resume.schema.ts';
import { parsedRow, RowListEditor } from './row-list-editor.tsx';

type Draft = { name: string; issuer: string; year: string };

/** Certifications: a name (required), the issuer and the year. */
export function CertificationsEditor({
  certifications,
  onChange,
}: {
  certifications: Certification[];
  onChange: (certifications: Certification[]) => void;
}) {
  const toItem = (draft: Draft) => {
    const made = parsedRow(certificationFormSchema.safeParse(draft));
    const id = newEntryId(certifications.map((c) => c.id));
    return 'item' in made ? { item: { ...made.item, id } } : made;
  };

  return (
    <RowListEditor
      title="Certifications"
      items={certifications}
      onChange={onChange}
      limit={L.certifications}
      section="certifications"
      itemName={(cert) => cert.name}
      reviewEntry={(cert) => cert.id}
      removeLabel={(cert) => `Remove ${cert.name}`}
      renderRow={(cert) => (
        <>
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
        </>
      )}
      add={{
        fields: [
          {
            name: 'name',
            label: 'Certification Name',
            maxLength: L.shortText,
            placeholder: 'e.g. AWS Certified Developer',
            clearsMessage: true,
          },
          {
            name: 'issuer',
            label: 'Issuer',
            maxLength: L.shortText,
            placeholder: 'e.g. Amazon Web Services',
          },
          { name: 'year', label: 'Year', year: true },
        ],
        empty: { name: '', issuer: '', year: '' },
        label: 'Add Certification',
        toItem,
        canAdd: (draft) => Boolean(draft.name.trim()),
        errorField: 'name',
        layout: { grid: 'grid gap-3 sm:grid-cols-2', button: 'self-end justify-self-start' },
      }}
    />
  );
}
