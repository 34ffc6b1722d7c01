import fs from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/** At most this many failures are named: enough to start from, short enough for a log's tail. */
const NAMED_FAILURES = 20;

/** The first line of an error's message, as a reporter receives it. */
function firstLine(error: unknown): string {
  const message =
    typeof error === 'object' && error !== null && 'message' in error
      ? String((error as { message: unknown }).message)
      : String(error);
  return message.split('\n', 1)[0]!.slice(0, 300);
}

/**
 * Writes `{passed, failed, skipped, failures}` to $COUNTS_FILE at the end of a run, so
 * scripts/test.mjs can print one closing line `N passed, N failed` for all runners, and
 * name what failed at the very end of the output, where a CI log's tail still shows it.
 * A failure outside any test counts too: an unhandled error, a file that fails to load,
 * or a file whose hooks fail although its tests passed.
 */
export default class CountsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    const file = process.env.COUNTS_FILE;
    if (!file) return;
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const failures: string[] = [];
    for (const error of unhandledErrors) {
      failed += 1;
      failures.push(`unhandled error: ${firstLine(error)}`);
    }
    for (const mod of testModules) {
      let failedTests = 0;
      for (const test of mod.children.allTests()) {
        const result = test.result();
        if (result.state === 'passed') passed += 1;
        else if (result.state === 'failed') {
          failed += 1;
          failedTests += 1;
          failures.push(
            `${mod.relativeModuleId} › ${test.fullName}: ${firstLine(result.errors?.[0])}`,
          );
        } else skipped += 1;
      }
      if (mod.state() === 'failed' && failedTests === 0) {
        failed += 1;
        const errors = mod.errors();
        failures.push(
          `${mod.relativeModuleId} (outside its tests): ${errors.length ? firstLine(errors[0]) : 'failed'}`,
        );
      }
    }
    fs.writeFileSync(
      file,
      JSON.stringify({ passed, failed, skipped, failures: failures.slice(0, NAMED_FAILURES) }),
    );
  }
}
