import { z } from 'zod';

/** A company's visitor tag (api-facts 4.9: getTags answers [{tid, tagName}]). */
export const visitorTagSchema = z.object({ tid: z.number().int(), tagName: z.string() });
export type VisitorTag = z.output<typeof visitorTagSchema>;
