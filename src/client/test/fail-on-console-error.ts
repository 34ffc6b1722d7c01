import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Every client test fails on a console.error it did not ask for: React reports act()
 * mistakes, key warnings and errors it caught there, and they would otherwise pass unseen.
 * A test that expects one replaces this spy with its own (`vi.spyOn(console, 'error')`).
 */
let logged: string[] = [];

beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' '));
  });
});

afterEach(() => {
  const errors = logged;
  logged = [];
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error:\n${errors.join('\n')}`);
  }
});
