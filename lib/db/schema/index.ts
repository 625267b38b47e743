export * from './analytics';
