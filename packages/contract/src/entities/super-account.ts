import { z } from 'zod';

/*
 * Super accounts (api-facts 4.1 and 4.11): an account over several companies
 * that reads their visitor counts and nothing else; their names begin with
 * LFT_ (spec section 9). The same sign-in serves HQ Administrators (hq 1), who
 * read one branch at a time: its visits and settings, as its Administrator sees
 * them but without changing them. The operator creates both (npm run super-account).
 */

export const superAccountPrefix = 'LFT_';

/** What superAccountLogin answers; the client sends `token` as it is. */
export const superAccountLoginSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** The name the account shows, e.g. the group the companies belong to. */
  company: z.string(),
  logo: z.string(),
  /** The first related company, which the original console keeps as userid. */
  userid: z.number().int(),
  token: z.string(),
  /** Seconds a session stays open while idle. */
  tokenExpire: z.number().int(),
  /** 1 for an HQ Administrator, whose session reads the branch `userid`; 0 for counts only. */
  hq: z.number().int(),
});
export type SuperAccountLogin = z.output<typeof superAccountLoginSchema>;

/** A company the account covers; the strictest pwdPolicy among them applies to the account's own password. */
export const relatedCompanySchema = z.object({
  userid: z.number().int(),
  company: z.string(),
  logo: z.string(),
  pwdPolicy: z.number().int(),
});
export type RelatedCompany = z.output<typeof relatedCompanySchema>;

/** Visitors signed in, per related company; `days` (ranges only) counts all related companies per day. */
export const visitorCountsSchema = z.object({
  total: z.number().int(),
  vData: z.array(z.object({ userid: z.number().int(), company: z.string(), vcount: z.number().int() })),
  days: z.array(z.object({ date: z.string(), vcount: z.number().int() })),
});
export type VisitorCounts = z.output<typeof visitorCountsSchema>;
