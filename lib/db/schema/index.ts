export * from './analytics';
export * from './audit';
export * from './auth';
export * from './rate-limit';
export * from './two-factor';
