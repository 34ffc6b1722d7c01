import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubChatEndpoint, type StubChatEndpoint } from '../../test/stub-chat-endpoint.ts';
import { createTestApp, TEST_ORIGIN } from '../../test/test-app.ts';
import { loadLexicon } from './lexicon.ts';
import { createOpenAiCompatibleEngine, groundKeywords } from './openai-engine.ts';
import { finchPosting } from './postings.test-support.ts';

/** The model's endpoint, a local stub (test/stub-chat-endpoint.ts). */
let stub: StubChatEndpoint;

beforeAll(async () => {
  stub = await startStubChatEndpoint('stub-model');
});

afterAll(async () => {
  await stub.close();
});

beforeEach(() => {
  stub.requests = [];
  stub.answer = { status: 200, content: '{"keywords":[]}' };
});

const lexicon = loadLexicon();
const posting = finchPosting(
  'Requirements:\n- 3+ years of JS and React\n- Experience with payment reconciliation\n- Competitive salary',
);

describe('openai-compatible engine (stub LLM endpoint)', () => {
  it('asks the endpoint with a JSON schema and keeps only keywords the posting supports', async () => {
    stub.answer.content = JSON.stringify({
      keywords: [
        'JavaScript',
        'React',
        'Payment Reconciliation',
        'Kubernetes',
        'Finch',
        'competitive salary',
        'react',
      ],
    });
    const engine = createOpenAiCompatibleEngine({
      baseUrl: stub.baseUrl,
      apiKey: 'sk-test',
      model: 'stub-model',
      lexicon,
    });
    const out = await engine.analyze(posting);
    // JavaScript: an alias (JS) is in the posting; Kubernetes is not; Finch is the company;
    // the salary is boilerplate; the second "react" is a duplicate.
    expect(out.map((k) => k.name)).toEqual(['JavaScript', 'React', 'Payment Reconciliation']);
    expect(out[0]).toMatchObject({
      category: 'hard-skill',
      aliases: expect.arrayContaining(['JS']),
    });
    expect(out[0]!.weight).toBe(1);
    expect(out[2]!.weight).toBeLessThan(out[0]!.weight);

    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0]!.url).toBe('/v1/chat/completions');
    expect(stub.requests[0]!.auth).toBe('Bearer sk-test');
    expect(stub.requests[0]!.body.model).toBe('stub-model');
    expect(JSON.stringify(stub.requests[0]!.body.response_format)).toContain('keywords');
    expect(JSON.stringify(stub.requests[0]!.body.messages)).toContain('payment reconciliation');
  });

  it('fails when the endpoint fails, so the route can answer 503', async () => {
    stub.answer = { status: 500, content: '' };
    const engine = createOpenAiCompatibleEngine({
      baseUrl: stub.baseUrl,
      model: 'stub-model',
      lexicon,
    });
    await expect(engine.analyze(posting)).rejects.toThrow();
  });

  it('fails when the answer does not match the schema', async () => {
    stub.answer.content = '{"tags": "nope"}';
    const engine = createOpenAiCompatibleEngine({
      baseUrl: stub.baseUrl,
      model: 'stub-model',
      lexicon,
    });
    await expect(engine.analyze(posting)).rejects.toThrow();
  });
});

describe('groundKeywords', () => {
  it('keeps at most 15', () => {
    const many = Array.from({ length: 20 }, (_, i) => `skill${i}`);
    const out = groundKeywords(many, { ...posting, jobDescription: many.join(', ') }, lexicon);
    expect(out).toHaveLength(15);
  });

  it('uses the posting spelling for a term the lexicon lacks and the canonical one otherwise', () => {
    const out = groundKeywords(
      ['ledger migrations', 'postgres'],
      {
        jobDescription: 'You will run ledger migrations on Postgres.',
        jobTitle: '',
        company: '',
      },
      lexicon,
    );
    expect(out.map((k) => k.name)).toEqual(['ledger migrations', 'PostgreSQL']);
  });
});

describe('POST /api/functions/generate-keywords with AI_PROVIDER=openai-compatible (stub LLM endpoint)', () => {
  it('answers the grounded keywords of the endpoint', async () => {
    const { app } = await createTestApp({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: stub.baseUrl,
      AI_MODEL: 'stub-model',
    });
    stub.answer.content = JSON.stringify({ keywords: ['React', 'Kubernetes', 'JS'] });
    const res = await app.request('/api/functions/generate-keywords', {
      method: 'POST',
      body: JSON.stringify(posting),
      headers: {
        origin: TEST_ORIGIN,
        'content-type': 'application/json',
        'x-forwarded-for': '198.18.0.9',
      },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ keywords: ['React', 'JavaScript'] });
    expect(stub.requests).toHaveLength(1);
  });
});
