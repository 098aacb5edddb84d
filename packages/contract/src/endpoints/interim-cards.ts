import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { interimCardSchema, interimCardStatuses } from '../entities/interim-card.js';
import { idOf, instant, optionalIdOf, optionalText, page, pageRequest, required } from '../fields.js';

/*
 * Temporary cards (api-facts 4.9 getInterimCard; spec /emp/tempcard). The
 * original names only the list and its export; asking, issuing, returning and
 * refusing are ours, in its style (decision 0034).
 */

/** Who works the card desk: the Administrator and the company's reception accounts. */
export const interimCardDesk = ['manager', 'reception'] as const;

/** A day bound the console may leave empty ('' or null: open). */
const optionalInstant = () =>
  z
    .union([z.literal(''), z.null(), instant()])
    .optional()
    .transform((value) => (value === '' || value === null ? undefined : value));

const statusValues = Object.values(interimCardStatuses).map(String);

/** The list's filters, shared by getInterimCard and its export ExportInterimCardList. */
const filterFields = {
  /** First and last day of submitTime: YYYY-MM-DD or an instant (its day in the site's zone). */
  startDate: optionalInstant(),
  endDate: optionalInstant(),
  empid: optionalIdOf('employee'),
  /** Prefixes of the employee's name and work number; part of the card number. */
  name: optionalText(100),
  empNo: optionalText(50),
  cardNo: optionalText(50),
  /** One status as text ('' for all), as the original sends it. */
  icStatus: z
    .union([z.string().trim(), z.number().int()])
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : Number(value)))
    .refine(
      (value) => value === undefined || statusValues.includes(String(value)),
      'must be 0 (requested), 1 (issued), 2 (returned) or 3 (refused)',
    ),
};

const inOrder = (f: { startDate?: number | undefined; endDate?: number | undefined }) =>
  f.startDate === undefined || f.endDate === undefined || f.startDate <= f.endDate;
const notBeforeStart = { path: ['endDate'], message: 'must not be before startDate' };

export const interimCardFilterSchema = z.object(filterFields).refine(inOrder, notBeforeStart);
export type InterimCardFilter = z.output<typeof interimCardFilterSchema>;

const cid = idOf('interimCard');

export const interimCardEndpoints = {
  getInterimCard: endpoint({
    summary:
      "A page of temporary cards, newest request first: the desk sees the company's, an employee only their own (610 when asking for another's empid).",
    roles: [...interimCardDesk, 'employee'],
    readOnly: true,
    request: z.object({ ...filterFields, ...pageRequest }).refine(inOrder, notBeforeStart),
    response: page(interimCardSchema),
  }),
  addInterimCard: endpoint({
    summary:
      'The signed-in employee asks for a temporary card, saying where they work today (office); 1132 while they have one open (requested or issued), its cid as the result.',
    roles: ['employee'],
    request: z.object({ office: optionalText(100) }),
    response: z.object({ cid: z.number().int() }),
  }),
  issueInterimCard: endpoint({
    summary:
      "The desk lends card cardNo for a requested card; 57 when the cid is not the company's, 1131 when it is not waiting, 1130 when that card is out on another.",
    roles: interimCardDesk,
    request: z.object({ cid, cardNo: required(50) }),
    response: z.null(),
  }),
  returnInterimCard: endpoint({
    summary: "Marks an issued card returned (returnTime now); 57 when the cid is not the company's, 1131 when it is not out.",
    roles: interimCardDesk,
    request: z.object({ cid }),
    response: z.null(),
  }),
  refuseInterimCard: endpoint({
    summary:
      "Refuses a requested card with the reason the employee reads; 57 when the cid is not the company's, 1131 when it is not waiting.",
    roles: interimCardDesk,
    request: z.object({ cid, refuseReason: required(200) }),
    response: z.null(),
  }),
};
