import fs from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Writes `{passed, failed, skipped, failures}` to $PW_COUNTS_FILE (final outcome per test, after retries). */
export default class CountsReporter implements Reporter {
  private outcomes = new Map<string, string>();
  private titles = new Map<string, string>();

  onTestEnd(test: TestCase, _result: TestResult) {
    this.outcomes.set(test.id, test.outcome());
    this.titles.set(test.id, test.titlePath().filter(Boolean).join(' › '));
  }

  onEnd(result: FullResult) {
    const file = process.env.PW_COUNTS_FILE;
    if (!file) return;
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const failures: string[] = [];
    for (const [id, outcome] of this.outcomes) {
      if (outcome === 'expected' || outcome === 'flaky') passed += 1;
      else if (outcome === 'skipped') skipped += 1;
      else {
        failed += 1;
        failures.push(this.titles.get(id) ?? id);
      }
    }
    if (result.status !== 'passed' && failed === 0) {
      failed = 1;
      failures.push(`the run ended '${result.status}' outside any test`);
    }
    // The names go last in the CI log (scripts/test.mjs prints them), where its tail shows them.
    fs.writeFileSync(
      file,
      JSON.stringify({ passed, failed, skipped, failures: failures.slice(0, 20) }),
    );
  }
}
