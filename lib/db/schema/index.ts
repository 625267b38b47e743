export * from './analytics';
export * from './audit';
export * from './auth';
export * from './leads';
export * from './mail';
export * from './preferences';
export * from './rate-limit';
export * from './two-factor';
