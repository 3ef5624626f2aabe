export * from './catalog.ts';
export * from './common.ts';
