import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat-completions request as the stub received it. */
interface StubChatRequest {
  url: string;
  auth: string | undefined;
  body: {
    model?: string;
    messages: { role: string; content: string }[];
    response_format?: unknown;
    [field: string]: unknown;
  };
}

export interface StubChatEndpoint {
  /** The endpoint's base URL (AI_BASE_URL), ending in /v1. */
  baseUrl: string;
  /**
   * How the next requests are answered: status 200 returns `content` as the model's
   * message, any other status an error body.
   */
  answer: { status: number; content: string };
  /** Every request so far; tests empty it when they need a fresh count. */
  requests: StubChatRequest[];
  close(): Promise<void>;
}

/**
 * A stand-in for a remote LLM (a real one cannot run in tests): a local HTTP server that
 * speaks the OpenAI chat-completions protocol, answers what the test sets and keeps the
 * requests it got. Everything around it stays real.
 */
export async function startStubChatEndpoint(model = 'stub-model'): Promise<StubChatEndpoint> {
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      stub.requests.push({
        url: req.url ?? '',
        auth: req.headers.authorization,
        body: JSON.parse(raw) as StubChatRequest['body'],
      });
      const { status, content } = stub.answer;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        status === 200
          ? JSON.stringify({
              id: 'chatcmpl-1',
              object: 'chat.completion',
              created: 1_700_000_000,
              model,
              choices: [
                { index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' },
              ],
              usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
            })
          : JSON.stringify({ error: { message: 'boom', type: 'server_error' } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const stub: StubChatEndpoint = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    answer: { status: 200, content: '{}' },
    requests: [],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return stub;
}
