import { expect } from 'vitest';
import type { ApiDocument } from '#shared/documents-api/documents-api.ts';
import { emptyV2Fields } from '#shared/resume/resume-defaults.ts';
import type { ShareSettings } from '#shared/sharing/sharing-api.ts';
import { json, type Agent } from '../../test/http-agent.ts';

/** A resume whose every piece of text is easy to look for in a page. */
export function sharedResumeData(overrides: Record<string, unknown> = {}) {
  return {
    ...emptyV2Fields(),
    schemaVersion: 2,
    personalInfo: {
      fullName: 'Grace Hopper',
      headline: 'Rear Admiral',
      email: 'grace@example.com',
      phone: '+1 555 0100',
      location: 'Arlington, VA',
      summary: 'Pioneer of machine-independent programming languages.',
      links: [{ label: 'Portfolio', url: 'https://grace.example/work' }],
    },
    experience: [
      {
        id: 'e1',
        jobTitle: 'Compiler Engineer',
        company: 'Remington Rand',
        startMonth: '01',
        startYear: '1949',
        endMonth: '12',
        endYear: '1967',
        isCurrentJob: false,
        description: '- Wrote the A-0 compiler\n- Led the FLOW-MATIC team',
        tags: ['COBOL'],
      },
    ],
    education: [],
    skills: [{ name: 'Compilers', category: 'Computing' }],
    languages: [{ name: 'English', level: 'Native' }],
    certifications: [],
    ...overrides,
  };
}

/** Creates a resume document for the agent's user. */
export async function createResume(
  agent: Agent,
  data: unknown = sharedResumeData(),
  templateId = '1',
): Promise<ApiDocument> {
  const res = await agent.post('/api/documents', {
    kind: 'resume',
    title: 'Shared resume',
    template_id: templateId,
    data,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<ApiDocument>(res);
}

/** Shares (or changes) the document's link; expects `status`. */
export async function shareDocument(
  agent: Agent,
  id: string,
  body: Record<string, unknown> = {},
  status = 201,
): Promise<ShareSettings> {
  const res = await agent.post(`/api/documents/${id}/share`, body);
  expect(res.status, await res.clone().text()).toBe(status);
  return json<ShareSettings>(res);
}

/** The path of a link (`/r/<slug>`) from its URL. */
export const pathOf = (settings: { url: string }) => new URL(settings.url).pathname;
