/** The contract between the runner (bench/run.ts) and a suite (bench/suites/<name>.ts). */

/** The measured value must stay at most (`<=`) or at least (`>=`) `value`, in the row's unit. */
export interface Budget {
  op: '<=' | '>=';
  value: number;
}

export interface Row {
  metric: string;
  /** null when the figure could not be measured (a row with a budget then fails). */
  value: number | null;
  unit: string;
  budget?: Budget;
  /** Filled in by the runner from `budget` when the suite leaves it out. */
  pass?: boolean;
  note?: string;
}

export interface SuiteContext {
  /** The repository root. */
  root: string;
  /** Progress line on stderr, prefixed with the suite name (stdout is kept for the table). */
  log(message: string): void;
  /**
   * Builds the client once per bench run into .tmp/bench-client (with a Vite manifest)
   * and returns that folder; later calls reuse the same build.
   */
  clientBuild(): Promise<string>;
  /** A new empty folder under .tmp/bench/, deleted after the suite. */
  tempDir(prefix: string): string;
  /** Runs after the suite, even when it throws; last registered runs first. */
  defer(cleanup: () => unknown): void;
}

/** A suite is one file in bench/suites/ whose default export is this; its name is the file name. */
export interface Suite {
  description: string;
  run(ctx: SuiteContext): Promise<Row[]>;
  /** Name of the results file (without .json) when not the suite's name. */
  resultFile?: string;
}
