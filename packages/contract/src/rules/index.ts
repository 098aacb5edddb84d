export * from './password-policy.js';
export * from './id-number.js';
export * from './visit-status.js';
export * from './badge-layout.js';
export * from './invitation-placeholders.js';
export * from './passable-rules.js';
export * from './approval-flow.js';
export * from './company-language.js';
