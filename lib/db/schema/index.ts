export * from './analytics';
export * from './audit';
export * from './auth';
export * from './leads';
export * from './rate-limit';
export * from './two-factor';
