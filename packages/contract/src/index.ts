export * from './status-codes.js';
export * from './app-error.js';
export * from './envelope.js';
export * from './fields.js';
export * from './endpoint.js';
export * from './endpoints/index.js';
export * from './rules/index.js';
export * from './entities/index.js';
