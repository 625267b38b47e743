export * from './analytics';
export * from './audit';
export * from './auth';
