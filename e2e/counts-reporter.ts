import fs from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Writes `{passed, failed, skipped}` to $PW_COUNTS_FILE (final outcome per test, after retries). */
export default class CountsReporter implements Reporter {
  private outcomes = new Map<string, string>();

  onTestEnd(test: TestCase, _result: TestResult) {
    this.outcomes.set(test.id, test.outcome());
  }

  onEnd(result: FullResult) {
    const file = process.env.PW_COUNTS_FILE;
    if (!file) return;
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const outcome of this.outcomes.values()) {
      if (outcome === 'expected' || outcome === 'flaky') passed += 1;
      else if (outcome === 'skipped') skipped += 1;
      else failed += 1;
    }
    if (result.status !== 'passed' && failed === 0) failed = 1;
    fs.writeFileSync(file, JSON.stringify({ passed, failed, skipped }));
  }
}
