import { describe, expect, it } from 'vitest';
import { fitLogistic, predict } from './confidence-fit.ts';

describe('fitting the confidence model', () => {
  // Invented evidence: the first feature says "a tool", the second "a word of the blurb".
  const x = [
    [1, 0],
    [1, 0],
    [1, 0],
    [1, 1],
    [0, 1],
    [0, 1],
    [0, 1],
    [0, 0],
  ];
  const y = [1, 1, 1, 0, 0, 0, 0, 1];

  it('weighs a feature that goes with keywords up and one that goes with filler down', () => {
    const model = fitLogistic(x, y, { l2: 0.1 });
    expect(model.coefficients[0]).toBeGreaterThan(0);
    expect(model.coefficients[1]).toBeLessThan(0);
    expect(predict(model, [1, 0])).toBeGreaterThan(0.5);
    expect(predict(model, [0, 1])).toBeLessThan(0.5);
  });

  it('shrinks coefficients as the penalty grows, leaving the bias free', () => {
    const loose = fitLogistic(x, y, { l2: 0.1 });
    const tight = fitLogistic(x, y, { l2: 100 });
    expect(Math.abs(tight.coefficients[0]!)).toBeLessThan(Math.abs(loose.coefficients[0]!));
    expect(Math.abs(tight.coefficients[1]!)).toBeLessThan(Math.abs(loose.coefficients[1]!));
    // With the features all but silenced, the bias gives the share of keywords (4 of 8).
    expect(predict(tight, [0, 0])).toBeCloseTo(0.5, 1);
  });

  it('stays finite when one feature alone separates the classes', () => {
    const model = fitLogistic(
      [
        [1, 0],
        [0, 1],
      ],
      [1, 0],
      { l2: 1 },
    );
    expect(Number.isFinite(model.bias)).toBe(true);
    expect(model.coefficients.every(Number.isFinite)).toBe(true);
  });
});
