import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { visitListColumns, visitorKinds } from '../data-control.js';
import { int } from '../fields.js';
import { visitStaff } from './visits.js';

/*
 * The manager's visitor overview on the home screen (our addition): today's
 * counts, who is on site now, and the last 30 days by day and by visitor type.
 */

/** How many days the charts cover, today included. */
export const overviewDays = 30;

/** One person on site now, for the table and the evacuation list. */
export const onSiteVisitSchema = z.object({
  vid: z.number(),
  vname: z.string(),
  vphone: z.string(),
  vcompany: z.string(),
  empName: z.string(),
  empPhone: z.string(),
  /** Sign-in instant, epoch ms. */
  visitdate: z.number(),
  signInGate: z.string(),
});
export type OnSiteVisit = z.infer<typeof onSiteVisitSchema>;

export const visitOverviewSchema = z.object({
  today: z.object({
    /** Today's visitors not yet signed in (nor refused). */
    expected: z.number(),
    /** On site now: signed in and not signed out. */
    signedIn: z.number(),
    /** Signed out today. */
    signedOut: z.number(),
    /** Today's visits refused by the host or declined by the invitee. */
    refused: z.number(),
  }),
  onSite: z.array(onSiteVisitSchema),
  perDay: z.array(z.object({ day: z.string(), count: z.number() })),
  byType: z.array(z.object({ vType: z.string(), count: z.number() })),
});
export type VisitOverview = z.infer<typeof visitOverviewSchema>;

export const dataControlSchema = z.object({
  columns: z.array(z.enum(visitListColumns)),
  kinds: z.array(z.number()),
});

const distinct = <T>(items: T[]) => new Set(items).size === items.length;

export const overviewEndpoints = {
  getVisitOverview: endpoint({
    summary: "Today's counts, everyone on site by sign-in, visits per day and by visitor type over the last 30 days.",
    roles: visitStaff,
    readOnly: true,
    request: z.object({}),
    response: visitOverviewSchema,
  }),
  getDataControl: endpoint({
    summary: "Which visit-list columns and visitor kinds the company's lists show (data control).",
    roles: visitStaff,
    readOnly: true,
    request: z.object({}),
    response: dataControlSchema,
  }),
  updateDataControl: endpoint({
    summary: 'Chooses the visit-list columns and visitor kinds the lists show; at least one of each.',
    roles: ['manager'],
    request: z.object({
      columns: z
        .array(z.enum(visitListColumns))
        .min(1, 'choose at least one column')
        .max(visitListColumns.length)
        .refine(distinct, 'must not repeat a column'),
      kinds: z
        .array(int().pipe(z.number().int().min(0).max(3, 'must be 0 to 3')))
        .min(1, 'choose at least one visitor kind')
        .max(visitorKinds.length)
        .refine(distinct, 'must not repeat a kind'),
    }),
    response: dataControlSchema,
  }),
};

export * from '../data-control.js';
