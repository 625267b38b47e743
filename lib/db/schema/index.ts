export * from './analytics';
export * from './auth';
