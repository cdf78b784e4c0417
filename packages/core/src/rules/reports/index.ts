export * from './date-format';
