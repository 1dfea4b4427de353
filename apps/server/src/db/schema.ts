export * from './schema/assets.ts';
export * from './schema/audit.ts';
export * from './schema/auth.ts';
export * from './schema/calls.ts';
export * from './schema/clients.ts';
export * from './schema/documents.ts';
export * from './schema/orders.ts';
export * from './schema/reference.ts';
