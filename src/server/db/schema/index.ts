// The database schema: one file per feature, gathered here for Drizzle and drizzle-kit.
export * from './rate-limit.ts';
