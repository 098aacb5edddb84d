/*
 * The pages' Content-Security-Policy forbids eval. Building its first object
 * schema, zod probes for eval with a `new Function` that the browser reports as
 * a violation even though zod catches the error; jitless mode skips the probe.
 * zod takes its settings from this global when it loads, so setting it here,
 * before any schema chunk loads, keeps zod itself out of the first load.
 */
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };
