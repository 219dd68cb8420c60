export * from './operators.ts';
export * from './strategy.ts';
export * from './result.ts';
export * from './task.ts';
export * from './catalogue.ts';
export * from './validate.ts';
export * from './errors.ts';
