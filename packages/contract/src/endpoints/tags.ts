import { z } from 'zod';
import { adminOnly, endpoint } from '../endpoint.js';
import { idOf, idsOf, personName } from '../fields.js';
import { visitorTagSchema } from '../entities/visitor-tag.js';
import { visitStaff } from './visits.js';

/*
 * Visitor tags (api-facts 4.9; the original back end has no table for them):
 * a company's labels, put on visits and used to filter the visit list.
 */

export const tagLimits = { max: 30, nameMax: 20 } as const;

export { type VisitorTag, visitorTagSchema } from '../entities/visitor-tag.js';

export const tagEndpoints = {
  getTags: endpoint({
    summary: "The company's visitor tags by name.",
    roles: visitStaff,
    readOnly: true,
    request: z.object({}),
    response: z.array(visitorTagSchema),
  }),
  addTag: endpoint({
    summary: `Adds a visitor tag; 30 when the company has one of that name (regardless of case), 31 past ${tagLimits.max} tags.`,
    roles: adminOnly,
    request: z.object({ tagName: personName(tagLimits.nameMax) }),
    response: z.object({ tid: z.number().int() }),
  }),
  delTag: endpoint({
    summary: 'Removes a visitor tag, and it from every visit; 32 when the company has no such tag.',
    roles: adminOnly,
    request: z.object({ tid: idOf('tag') }),
    response: z.null(),
  }),
  updateVisitTags: endpoint({
    summary:
      "Labels a visit with exactly these tags ([] removes them all); 57 when vid is not the company's visit, 32 when a tid is not its tag.",
    roles: visitStaff,
    request: z.object({ vid: idOf('visit'), tids: idsOf('tag', tagLimits.max) }),
    response: z.null(),
  }),
};

export type TagEndpoint = keyof typeof tagEndpoints;
