import { z } from 'zod';

/*
 * A resident visitor (api-facts 4.5 ResidentVisitor, table
 * qcv_resident_visitor): a contractor's worker who comes every day of a
 * validity period, signs in and out with a signed QR code (or a card number)
 * and whose visits are signinType 3 (decision 0035).
 */

/** rstatus: whether the resident may enter today, by their validity days in the company's calendar. */
export const residentStatuses = { valid: 0, notStarted: 1, expired: 2 } as const;
export type ResidentStatus = (typeof residentStatuses)[keyof typeof residentStatuses];

/** A resident's id as the wire carries it: "C" and digits. */
export const residentIdPattern = /^C\d{1,30}$/;

/** What a resident's QR code holds: "R.<rid>.<signature>", signed for one company. */
export const residentCodePattern = /^R\.(C\d{1,30})\.([\w-]{16})$/;

export const residentVisitorSchema = z.object({
  rid: z.string(),
  pid: z.number().int(),
  /** The project's name; '' without a project. */
  pName: z.string(),
  userid: z.number().int(),
  /** The resident's own employer (a contractor), not the hosting company. */
  company: z.string(),
  name: z.string(),
  phone: z.string(),
  avatar: z.string(),
  age: z.string(),
  /** 0 unknown, 1 male, 2 female. */
  sex: z.number().int(),
  /** The person they report to here, as text; the host of their visits. */
  leader: z.string(),
  area: z.string(),
  job: z.string(),
  department: z.string(),
  /** The ID number; masked for the desk. */
  cardid: z.string(),
  /** The access card's number; unique in the company among residents and employees. */
  cardNo: z.string(),
  plateNum: z.string(),
  /** YYYY-MM-DD; '' when open. */
  startDate: z.string(),
  endDate: z.string(),
  remark: z.string(),
  /** Door groups the resident opens, comma-separated ids. */
  egids: z.string(),
  /** 1 once a face is registered (face features are kept elsewhere). */
  face: z.number().int(),
  /** residentStatuses, for today. */
  rstatus: z.number().int(),
  /** Names of files kept with the resident (none yet). */
  fileNames: z.array(z.string()),
  createTime: z.number().int(),
});
export type ResidentVisitor = z.infer<typeof residentVisitorSchema>;

export const residentCompanySchema = z.object({ company: z.string(), count: z.number().int() });
export type ResidentCompany = z.infer<typeof residentCompanySchema>;
