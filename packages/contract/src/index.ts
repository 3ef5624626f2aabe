export * from './accounts.ts';
export * from './admin.ts';
export * from './catalog.ts';
export * from './common.ts';
export * from './live-events.ts';
export * from './ordering.ts';
export * from './owner.ts';
export * from './slug.ts';
