import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application } from '#shared/applications/applications.schema.ts';
import { anApplication } from '../application.test-support.ts';
import { useMatchScoreReads } from './use-match-score-reads.ts';

function app(id: string, description: string): Application {
  return anApplication(id, { job: { company: 'Globex', description } });
}

const APPS = [app('a', 'Python and SQL'), app('b', 'Kubernetes'), app('c', '')];

/** Shows the cards of `shown` inside the watched container, as a view mounting in steps does. */
function Cards({ shown }: { shown: readonly string[] }) {
  const root = useRef<HTMLDivElement>(null);
  useMatchScoreReads('user-1', root, APPS, 'board');
  return (
    <div ref={root}>
      {shown.map((id) => (
        <article key={id} data-score-for={id}>
          {id}
        </article>
      ))}
    </div>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('useMatchScoreReads', () => {
  it('watches the cards that need a score, also those a view mounts later', async () => {
    const observe = vi.spyOn(IntersectionObserver.prototype, 'observe');
    const client = new QueryClient();
    const wrap = (shown: string[]) => (
      <QueryClientProvider client={client}>
        <Cards shown={shown} />
      </QueryClientProvider>
    );
    const { container, rerender } = render(wrap(['a']));
    const watched = () =>
      observe.mock.calls.map(([el]) => (el as Element).getAttribute('data-score-for'));
    expect(watched()).toEqual(['a']);
    rerender(wrap(['a', 'b', 'c']));
    // b is added after the observer started; c has no posting, so no score to read.
    await waitFor(() => expect(watched()).toContain('b'));
    expect(watched()).not.toContain('c');
    expect(container.querySelectorAll('[data-score-for]')).toHaveLength(3);
  });
});
