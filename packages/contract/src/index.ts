export * from './accounts.ts';
export * from './catalog.ts';
export * from './common.ts';
