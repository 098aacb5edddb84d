import { z } from 'zod';
import { adminOnly, endpoint } from '../endpoint.js';
import { certificateTypes } from '../entities/visit.js';
import { flag, idsOf, optionalPhone, optionalText, page, pageRequest, personName } from '../fields.js';
import { idCardProblem } from '../rules/id-number.js';

/*
 * The blacklist: people refused at appointment and at sign-in while the
 * company's blackListSwitch is on (api-facts 4.5 and 4.10).
 */

export const blacklistEntrySchema = z.object({
  /** The entry's id as decimal text; clients treat it as opaque. */
  bid: z.string(),
  userid: z.number().int(),
  name: z.string(),
  phone: z.string(),
  credentialNo: z.string(),
  /** The gates the entry names (comma-separated gate ids) and their names; resident companies: always ''. */
  gids: z.string(),
  sids: z.string(),
  gname: z.string(),
  sname: z.string(),
  remark: z.string(),
  /** Epoch ms. */
  createTime: z.number().int(),
});
export type BlacklistEntry = z.output<typeof blacklistEntrySchema>;

/** One ID-number rule with pre-registration and sign-in (rules/id-number.ts). */
const validIdNumber = (body: { credentialNo: string; certType?: string }, context: z.RefinementCtx) => {
  const problem = idCardProblem(body.credentialNo, body.certType);
  if (problem) context.addIssue({ code: 'custom', path: ['credentialNo'], message: `the ID number is not valid (${problem})` });
};

/** Who keeps the blacklist: the Administrator (every entry), and a resident company its own (the blacklist module). */
const blacklistKeepers = ['manager', 'subaccount'] as const;

export const blacklistEndpoints = {
  getBlacklist: endpoint({
    summary:
      'A page of the blacklist, newest first; condition matches part of the name, phone, ID number or remark, and name, phone and credentialNo filter the same way when given.',
    roles: blacklistKeepers,
    readOnly: true,
    request: z.object({
      ...pageRequest,
      condition: optionalText(100),
      name: optionalText(100),
      phone: optionalText(20),
      credentialNo: optionalText(50),
    }),
    response: page(blacklistEntrySchema),
  }),
  addBlacklist: endpoint({
    summary:
      'Adds a person to the blacklist by phone, ID number or both; 3 when the phone or the ID number is already on it. A resident ID number (certType idCard, or without certType a number of its shape) must pass the ID-number check. gids names the gates of the entry (comma-separated gate ids); sids, certType and loginAccount are accepted and not stored.',
    roles: blacklistKeepers,
    request: z
      .object({
        name: personName(100),
        phone: optionalPhone(),
        credentialNo: optionalText(50),
        certType: z.enum(certificateTypes).optional(),
        remark: optionalText(500),
        gids: optionalText(500),
        loginAccount: optionalText(100),
      })
      .superRefine(validIdNumber),
    response: z.object({ bid: z.string() }),
  }),
  delBlacklist: endpoint({
    summary: "Removes entries from the blacklist, all or none: 57 when any is not the company's.",
    roles: blacklistKeepers,
    request: z.object({ bids: idsOf('blacklistEntry', 1000, 1) }),
    response: z.null(),
  }),
  updateblackListSwitch: endpoint({
    summary: 'Turns the blacklist check at appointment and sign-in on (1) or off (0).',
    roles: adminOnly,
    request: z.object({ blackListSwitch: flag() }),
    response: z.null(),
  }),
};
