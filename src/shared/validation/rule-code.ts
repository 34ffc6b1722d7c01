import type { z } from 'zod';

/**
 * The code a rule put on its issue (as `params.code` of a refinement), if it has one.
 * Built-in checks cannot carry one: a rule that needs a code is written as a refinement.
 */
export function ruleCode(issue: z.core.$ZodIssue): string | undefined {
  const code: unknown = issue.code === 'custom' ? issue.params?.['code'] : undefined;
  return typeof code === 'string' ? code : undefined;
}
