// The database schema: one file per feature, gathered here for Drizzle and drizzle-kit.
export * from './auth.ts';
export * from './profile.ts';
export * from './rate-limit.ts';
export * from './documents.ts';
export * from './cv-uploads.ts';
export * from './shares.ts';
export * from './document-versions.ts';
export * from './applications.ts';
