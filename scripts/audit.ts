// `npm test` gate: the production dependencies must have no high or critical advisories.
//   npm audit --omit=dev --json → src/server/security/npm-audit.ts decides.
// When the advisory service cannot be reached (no network, or a registry mirror without
// the audit endpoint), the gate says so loudly and passes, unless NPM_AUDIT_REQUIRED=true
// (set it in a CI that reaches registry.npmjs.org, so a silent skip cannot happen there).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describeVerdict, judgeAudit } from '../src/server/security/npm-audit.ts';

const root = path.resolve(import.meta.dirname, '..');
const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const verdict = judgeAudit(result.stdout ?? '');
const lines = describeVerdict(verdict);
const required = process.env.NPM_AUDIT_REQUIRED === 'true';

if (verdict.status === 'vulnerable') {
  console.error(lines.join('\n'));
  process.exit(1);
}
if (verdict.status === 'unavailable') {
  console.warn(lines.join('\n'));
  if (required) {
    console.error('NPM_AUDIT_REQUIRED=true: failing because the audit did not run.');
    process.exit(1);
  }
  console.warn('(passing anyway; set NPM_AUDIT_REQUIRED=true to fail here instead)');
  process.exit(0);
}
console.log(lines.join('\n'));
