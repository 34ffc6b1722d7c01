import fs from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Writes `{passed, failed, skipped}` to $COUNTS_FILE at the end of a run, so
 * scripts/test.mjs can print one closing line `N passed, N failed` for all runners.
 */
export default class CountsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    const file = process.env.COUNTS_FILE;
    if (!file) return;
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const mod of testModules) {
      if (mod.state() === 'failed' && [...mod.children.allTests()].length === 0) failed += 1;
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
    }
    fs.writeFileSync(file, JSON.stringify({ passed, failed, skipped }));
  }
}
