import { describe, expect, it } from 'vitest';
import { describeVerdict, judgeAudit } from './npm-audit.ts';

/** Reports in the shape `npm audit --json` (report version 2) prints. */
function report(vulnerabilities: Record<string, unknown>) {
  const counts = { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 };
  for (const v of Object.values(vulnerabilities) as { severity: keyof typeof counts }[]) {
    counts[v.severity] += 1;
    counts.total += 1;
  }
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: counts, dependencies: { prod: 300, total: 300 } },
  });
}

const advisory = (severity: string, title: string) => ({
  source: 1099999,
  name: 'left-pad',
  dependency: 'left-pad',
  title,
  url: 'https://github.com/advisories/GHSA-xxxx-yyyy-zzzz',
  severity,
  range: '<1.3.1',
});

/** The report's entry for left-pad, vulnerable through one advisory of its own. */
const leftPad = (severity: string, title: string, fixAvailable: unknown) => ({
  name: 'left-pad',
  severity,
  range: '<1.3.1',
  via: [advisory(severity, title)],
  fixAvailable,
});

describe('judgeAudit', () => {
  it('passes a report without advisories', () => {
    const verdict = judgeAudit(report({}));
    expect(verdict.status).toBe('clean');
    expect(describeVerdict(verdict)[0]).toMatch(/no high or critical advisories/);
  });

  it('passes low and moderate advisories, listing them', () => {
    const verdict = judgeAudit(report({ 'left-pad': leftPad('moderate', 'Slow padding', true) }));
    expect(verdict.status).toBe('clean');
    expect(verdict.status === 'clean' && verdict.findings).toHaveLength(1);
  });

  it('fails on a high or critical advisory, direct or through another package', () => {
    const verdict = judgeAudit(
      report({
        'left-pad': leftPad('critical', 'Prototype pollution', {
          name: 'left-pad',
          version: '2.0.0',
          isSemVerMajor: true,
        }),
        wrapper: {
          name: 'wrapper',
          severity: 'high',
          range: '1.0.0 - 1.2.0',
          via: ['left-pad'],
          fixAvailable: false,
        },
        quiet: { name: 'quiet', severity: 'low', range: '*', via: [], fixAvailable: true },
      }),
    );
    expect(verdict.status).toBe('vulnerable');
    const text = describeVerdict(verdict).join('\n');
    expect(text).toContain('2 production dependencies have high or critical advisories');
    expect(text).toContain('left-pad <1.3.1 [critical]');
    expect(text).toContain(
      'Prototype pollution (https://github.com/advisories/GHSA-xxxx-yyyy-zzzz)',
    );
    expect(text).toContain('fix: upgrade left-pad to 2.0.0 (a major version)');
    expect(text).toContain('wrapper 1.0.0 - 1.2.0 [high]');
    expect(text).toContain('through left-pad');
    expect(text).toContain('no fixed version yet');
    expect(text).not.toContain('quiet');
  });

  it('says the audit did not run when the advisory service cannot be reached', () => {
    const refused = JSON.stringify({
      message:
        '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    });
    const verdict = judgeAudit(refused);
    expect(verdict).toEqual({
      status: 'unavailable',
      reason:
        '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
    });
    expect(describeVerdict(verdict)[0]).toMatch(/NOT audited/);
    expect(judgeAudit(JSON.stringify({ error: { code: 'ENOAUDIT', summary: '' } }))).toEqual({
      status: 'unavailable',
      reason: 'ENOAUDIT',
    });
    expect(judgeAudit('npm ERR! network').status).toBe('unavailable');
  });
});
