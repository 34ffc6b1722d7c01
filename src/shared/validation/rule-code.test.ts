import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ruleCode } from './rule-code.ts';

const firstIssue = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues[0]!;

describe('ruleCode', () => {
  it('reads the code a refinement put on its issue', () => {
    const schema = z.string().refine((s) => s !== '', { params: { code: 'EMPTY' } });
    expect(ruleCode(firstIssue(schema, ''))).toBe('EMPTY');
  });

  it('is undefined for a refinement without a code and for built-in checks', () => {
    expect(
      ruleCode(
        firstIssue(
          z.string().refine(() => false),
          'a',
        ),
      ),
    ).toBeUndefined();
    expect(ruleCode(firstIssue(z.string().min(2), 'a'))).toBeUndefined();
    expect(
      ruleCode(
        firstIssue(
          z.string().refine(() => false, { params: { code: 7 } }),
          'a',
        ),
      ),
    ).toBeUndefined();
  });
});
