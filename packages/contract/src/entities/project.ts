import { z } from 'zod';

/*
 * A project residents work on (api-facts 4.5 ResidentProject, table
 * qcv_resident_project), with the spec's fields beside the original's:
 * the person in charge and their phone, the work area and content, and the
 * project's start and end days (decision 0035).
 */

export const projectSchema = z.object({
  pid: z.number().int(),
  userid: z.number().int(),
  pName: z.string(),
  /** The person in charge and their phone. */
  charge: z.string(),
  chargePhone: z.string(),
  /** Where the work is done, and what it is. */
  area: z.string(),
  content: z.string(),
  /** YYYY-MM-DD; '' when open. */
  startDate: z.string(),
  endDate: z.string(),
  remark: z.string(),
  createTime: z.number().int(),
  /** How many residents the project has. */
  pcount: z.number().int(),
  /** Who added it: the account's name. */
  account: z.string(),
});
export type Project = z.infer<typeof projectSchema>;
