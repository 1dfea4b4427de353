export * from './schema/audit.ts';
export * from './schema/auth.ts';
export * from './schema/reference.ts';
