export * from './company.js';
export * from './employee.js';
export * from './visit.js';
export * from './visitor-type.js';
export * from './reception-account.js';
export * from './holiday.js';
