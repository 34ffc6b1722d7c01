import type { Application } from '#shared/applications/applications.schema.ts';

/**
 * An application as the API answers it, for the screen's tests: saved, unscored, with no
 * dates or documents, made on 1 November 2026; `job` fields and the rest can be set.
 */
export function anApplication(
  id: string,
  {
    job,
    ...fields
  }: Partial<Omit<Application, 'job'>> & { job?: Partial<Application['job']> } = {},
): Application {
  const status = fields.status ?? 'saved';
  return {
    id,
    status,
    job: { title: 'Engineer', company: 'Acme', url: '', description: '', location: '', ...job },
    notes: '',
    next_step: '',
    applied_at: null,
    next_step_at: null,
    document_id: null,
    letter_id: null,
    history: [{ status, at: '2026-11-01T10:00:00.000Z' }],
    match: null,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...fields,
  };
}
