/**
 * Reads `npm audit --omit=dev --json` (report version 2) and decides whether the
 * production dependencies may ship: no advisory rated high or critical. Used by
 * scripts/audit.ts, which `npm test` (and so CI) runs as a gate.
 */

const BLOCKING_SEVERITIES = ['high', 'critical'] as const;

interface AuditFinding {
  name: string;
  severity: string;
  /** The installed range the advisory covers. */
  range: string;
  /** Advisory titles and addresses, or the dependency that brings the vulnerable one in. */
  via: string[];
  fix: string;
}

export type AuditVerdict =
  | { status: 'clean'; counts: Record<string, number>; findings: AuditFinding[] }
  | { status: 'vulnerable'; counts: Record<string, number>; findings: AuditFinding[] }
  /** The advisory service could not be asked (no network, a registry without it). */
  | { status: 'unavailable'; reason: string };

interface ReportVia {
  title?: string;
  url?: string;
  severity?: string;
}

interface ReportEntry {
  name?: string;
  severity?: string;
  range?: string;
  via?: (string | ReportVia)[];
  fixAvailable?: boolean | { name: string; version: string; isSemVerMajor?: boolean };
}

export function judgeAudit(stdout: string): AuditVerdict {
  let report: unknown;
  try {
    report = JSON.parse(stdout);
  } catch {
    return {
      status: 'unavailable',
      reason: `npm audit printed no JSON report: ${stdout.slice(0, 200)}`,
    };
  }
  const r = report as {
    auditReportVersion?: number;
    vulnerabilities?: Record<string, ReportEntry>;
    metadata?: { vulnerabilities?: Record<string, number> };
    message?: string;
    error?: { code?: string; summary?: string };
    statusCode?: number;
  };
  if (!r.metadata?.vulnerabilities || !r.vulnerabilities) {
    const reason =
      r.message || r.error?.summary || r.error?.code || `HTTP ${r.statusCode ?? '?'}, no results`;
    return { status: 'unavailable', reason };
  }
  const findings = Object.entries(r.vulnerabilities)
    .map(([name, entry]): AuditFinding => ({
      name: entry.name ?? name,
      severity: entry.severity ?? 'unknown',
      range: entry.range ?? '',
      via: (entry.via ?? []).map((v) =>
        typeof v === 'string' ? `through ${v}` : `${v.title ?? 'advisory'} (${v.url ?? 'no link'})`,
      ),
      fix:
        entry.fixAvailable === true
          ? 'npm audit fix --omit=dev'
          : entry.fixAvailable && typeof entry.fixAvailable === 'object'
            ? `upgrade ${entry.fixAvailable.name} to ${entry.fixAvailable.version}${entry.fixAvailable.isSemVerMajor ? ' (a major version)' : ''}`
            : 'no fixed version yet: override it in package.json "overrides", replace it, or remove it',
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const counts = r.metadata.vulnerabilities;
  const blocking = findings.filter((f) =>
    (BLOCKING_SEVERITIES as readonly string[]).includes(f.severity),
  );
  return blocking.length > 0
    ? { status: 'vulnerable', counts, findings: blocking }
    : { status: 'clean', counts, findings };
}

/** What the gate prints. */
export function describeVerdict(verdict: AuditVerdict): string[] {
  if (verdict.status === 'unavailable') {
    return [
      'npm audit could not reach the advisory database, so the production dependencies were NOT audited:',
      `  ${verdict.reason}`,
    ];
  }
  const totals = Object.entries(verdict.counts)
    .filter(([k]) => k !== 'total')
    .map(([k, v]) => `${v} ${k}`)
    .join(', ');
  if (verdict.status === 'clean') {
    return [`npm audit --omit=dev: no high or critical advisories (${totals}).`];
  }
  return [
    `npm audit --omit=dev: ${verdict.findings.length} production dependenc${verdict.findings.length === 1 ? 'y has' : 'ies have'} high or critical advisories (${totals}):`,
    ...verdict.findings.flatMap((f) => [
      `  ${f.name} ${f.range} [${f.severity}]`,
      ...f.via.map((v) => `      ${v}`),
      `      fix: ${f.fix}`,
    ]),
    'Upgrade or override them (then commit package-lock.json and check that `npm ci` works).',
  ];
}
