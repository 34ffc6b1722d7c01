import { describe, expect, it } from 'vitest';
import { readReportedStartup } from './server.ts';

describe('readReportedStartup', () => {
  it('reads startupMs from the JSON "listening" line among other output', () => {
    const output = [
      '{"time":"2026-01-01T00:00:00.000Z","level":"info","msg":"migrated"}',
      '{"time":"2026-01-01T00:00:01.000Z","level":"info","msg":"listening","url":"http://localhost:1","startupMs":1172}',
      '',
      '  TailorCV is running at http://localhost:1',
    ].join('\n');
    expect(readReportedStartup(output)).toBe(1172);
  });

  it('is undefined when the server printed no such line', () => {
    expect(readReportedStartup('listening, but not JSON\n')).toBeUndefined();
  });
});
