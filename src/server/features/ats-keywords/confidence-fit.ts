/**
 * Fitting the confidence model (confidence.ts): an L2-penalised logistic regression by
 * Newton's method, small enough to refit on every fold of a cross-validation. The bias is
 * not penalised. Used by scripts/ats-keywords-cv.ts, never at run time.
 */

export interface LogisticModel {
  bias: number;
  coefficients: number[];
}

export interface FitOptions {
  /** Weight of the squared coefficients in the loss (the bias is free). */
  l2: number;
  iterations?: number;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function predict(model: LogisticModel, x: readonly number[]): number {
  return sigmoid(x.reduce((sum, v, i) => sum + v * (model.coefficients[i] ?? 0), model.bias));
}

/** Solves a·x = b for a small symmetric positive definite `a` (Gaussian elimination). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++)
      if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const p = m[col]![col]!;
    if (Math.abs(p) < 1e-12) continue;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / p;
      if (f === 0) continue;
      for (let c = col; c <= n; c++) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return m.map((row, i) => (Math.abs(row[i]!) < 1e-12 ? 0 : row[n]! / row[i]!));
}

/** Fits `y` (0 or 1) from the rows of `x`, each row one feature vector. */
export function fitLogistic(
  x: readonly (readonly number[])[],
  y: readonly number[],
  options: FitOptions,
): LogisticModel {
  const d = x[0]?.length ?? 0;
  // Parameter 0 is the bias, then one per feature.
  let w = new Array<number>(d + 1).fill(0);
  for (let iter = 0; iter < (options.iterations ?? 30); iter++) {
    const grad = new Array<number>(d + 1).fill(0);
    const hess = Array.from({ length: d + 1 }, () => new Array<number>(d + 1).fill(0));
    x.forEach((row, n) => {
      const full = [1, ...row];
      const p = sigmoid(full.reduce((s, v, i) => s + v * w[i]!, 0));
      const r = p - y[n]!;
      const h = p * (1 - p);
      for (let i = 0; i <= d; i++) {
        grad[i]! += r * full[i]!;
        if (full[i] === 0) continue;
        for (let j = 0; j <= d; j++) hess[i]![j]! += h * full[i]! * full[j]!;
      }
    });
    for (let i = 1; i <= d; i++) {
      grad[i]! += options.l2 * w[i]!;
      hess[i]![i]! += options.l2;
    }
    // A tiny ridge on the bias keeps the step defined when every y is the same.
    hess[0]![0]! += 1e-9;
    const step = solve(hess, grad);
    w = w.map((v, i) => v - step[i]!);
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  return { bias: w[0]!, coefficients: w.slice(1) };
}
