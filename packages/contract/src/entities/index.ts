export * from './company.js';
export * from './employee.js';
