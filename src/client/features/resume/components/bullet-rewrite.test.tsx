import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  RewriteBulletRequest,
  RewriteBulletResponse,
} from '#shared/cover-letter/rewrite-bullet.schema.ts';
import { shortResume } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import type { ExperienceFormValues } from '#shared/resume/resume-forms.schema.ts';
import { BulletRewrite } from './bullet-rewrite.tsx';

const stored = shortResume.experience[0]!;
const DESCRIPTION = [
  '- Responsible for managing the design system used by 4 product teams',
  '- Worked on the checkout redesign',
].join('\n');

/** The experience form's description with the rewrite offer under it. */
function Harness({ onAccept }: { onAccept?: (description: string) => void }) {
  const [description, setDescription] = useState(DESCRIPTION);
  const values: ExperienceFormValues = {
    jobTitle: stored.jobTitle,
    company: stored.company,
    startMonth: stored.startMonth,
    startYear: stored.startYear,
    isCurrentJob: true,
    endMonth: '',
    endYear: '',
    description,
    tags: stored.tags,
  };
  return (
    <>
      <p data-testid="description">{description}</p>
      <BulletRewrite
        values={values}
        resume={shortResume}
        entryId={stored.id}
        onAccept={(next) => {
          onAccept?.(next);
          setDescription(next);
        }}
      />
    </>
  );
}

const answer = (rewrite: string, unsupported: RewriteBulletResponse['unsupported'] = []) =>
  Response.json({
    rewrite,
    unsupported,
    changed: true,
    engine: 'openai-compatible',
  } satisfies RewriteBulletResponse);

/**
 * The rewrite endpoint, stubbed at fetch: its answers come from a remote model in
 * production. Each call takes the next answer; the bodies sent are kept.
 */
function stubRewriteEndpoint(...answers: (() => Response)[]) {
  const sent: RewriteBulletRequest[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url !== '/api/functions/rewrite-bullet') return new Response(null, { status: 404 });
    sent.push(JSON.parse(String(init.body)) as RewriteBulletRequest);
    return (answers.shift() ?? (() => new Response(null, { status: 500 })))();
  });
  return sent;
}

function open() {
  render(<Harness />);
  fireEvent.click(screen.getByText('Suggest a rewrite'));
}

const suggest = (n: number) =>
  fireEvent.click(screen.getByRole('button', { name: `Suggest a rewrite for bullet ${n}` }));
const offer = () => screen.findByRole('group', { name: 'Suggested rewrite' });
const description = () => screen.getByTestId('description').textContent;

afterEach(() => vi.unstubAllGlobals());

describe('BulletRewrite (the rewrite endpoint stubbed: its model is remote)', () => {
  it('offers one bullet’s rewrite at a time, asked with the whole resume and the entry being edited', async () => {
    const sent = stubRewriteEndpoint(() =>
      answer('Managed the design system used by 4 product teams'),
    );
    open();
    expect(
      within(screen.getByRole('list', { name: 'Bullets to rewrite' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    suggest(2);
    const shown = await offer();
    expect(within(shown).getByText('Bullet 2')).toBeTruthy();
    // While one rewrite is offered, no other bullet can be asked about.
    expect(screen.queryByRole('list', { name: 'Bullets to rewrite' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Suggest a rewrite for bullet/ })).toBeNull();

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      bullet: 'Worked on the checkout redesign',
      entry: { id: stored.id, description: DESCRIPTION },
      resume: { skills: shortResume.skills, education: shortResume.education },
    });
  });

  it('puts an accepted rewrite in place of its bullet, keeping the list marker', async () => {
    stubRewriteEndpoint(() => answer('Managed the design system used by 4 product teams'));
    const onAccept = vi.fn();
    render(<Harness onAccept={onAccept} />);
    fireEvent.click(screen.getByText('Suggest a rewrite'));
    suggest(1);
    fireEvent.click(within(await offer()).getByRole('button', { name: 'Accept' }));
    const expected = [
      '- Managed the design system used by 4 product teams',
      '- Worked on the checkout redesign',
    ].join('\n');
    expect(onAccept).toHaveBeenCalledWith(expected);
    expect(description()).toBe(expected);
    // The offer is gone; the bullets can be asked about again.
    expect(screen.queryByRole('group', { name: 'Suggested rewrite' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Suggest a rewrite for bullet 1' })).toBeTruthy();
  });

  it('keeps the bullet when the rewrite is rejected', async () => {
    stubRewriteEndpoint(() => answer('Contributed to the checkout redesign'));
    open();
    suggest(2);
    fireEvent.click(within(await offer()).getByRole('button', { name: 'Reject' }));
    expect(description()).toBe(DESCRIPTION);
    expect(screen.queryByRole('group', { name: 'Suggested rewrite' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Suggest a rewrite for bullet 2' })).toBeTruthy();
  });

  it('marks what the resume does not support, naming each with its words and kind', async () => {
    stubRewriteEndpoint(() =>
      answer('Managed the design system used by 12 product teams at Initech', [
        { text: '12', kind: 'number' },
        { text: 'Initech', kind: 'employer' },
      ]),
    );
    open();
    suggest(1);
    const shown = await offer();
    const marks = shown.querySelectorAll('mark');
    expect([...marks].map((m) => [m.dataset['unsupported'], m.firstChild?.textContent])).toEqual([
      ['number', '12'],
      ['employer', 'Initech'],
    ]);
    expect(marks[0]?.textContent).toContain('(not in your resume: number)');
    expect(within(shown).getByText(/Not in your resume:/).textContent).toBe(
      'Not in your resume: 12 (number), Initech (employer). Check before you accept.',
    );
  });

  it('says when the bullet already opens well, with nothing to accept', async () => {
    stubRewriteEndpoint(() =>
      Response.json({
        rewrite: 'Worked on the checkout redesign',
        unsupported: [],
        changed: false,
        engine: 'local',
      } satisfies RewriteBulletResponse),
    );
    open();
    suggest(2);
    const shown = await offer();
    expect(within(shown).getByText('This bullet already opens with a strong verb.')).toBeTruthy();
    expect(within(shown).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('shows an error the endpoint answers, keeps the bullet, and lets the person ask again', async () => {
    stubRewriteEndpoint(
      () =>
        Response.json(
          { error: { code: 'SERVICE_UNAVAILABLE', message: 'Failed to suggest a rewrite' } },
          { status: 503 },
        ),
      () => answer('Contributed to the checkout redesign'),
    );
    open();
    suggest(2);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to suggest a rewrite. Please try again.',
    );
    expect(description()).toBe(DESCRIPTION);
    suggest(2);
    await offer();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
