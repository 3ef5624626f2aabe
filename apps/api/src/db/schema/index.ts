export * from './accounts.ts';
export * from './audit.ts';
export * from './catalog.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './restaurants.ts';
export * from './uploads.ts';
