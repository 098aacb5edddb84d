import { z } from 'zod';

/*
 * A temporary (interim) card: an employee who forgot their card asks for one,
 * the desk lends a card number and takes it back, or refuses (decision 0034).
 * Fields as the original product's InterimCard (api-facts 4.9), plus issueTime.
 */

export const interimCardStatuses = { requested: 0, issued: 1, returned: 2, refused: 3 } as const;
export type InterimCardStatus = (typeof interimCardStatuses)[keyof typeof interimCardStatuses];

/** A request still open: waiting for the desk, or its card not yet back. An employee has at most one. */
export const openInterimCardStatuses: readonly number[] = [interimCardStatuses.requested, interimCardStatuses.issued];

export const interimCardSchema = z.object({
  cid: z.number().int(),
  userid: z.number().int(),
  empid: z.number().int(),
  /** The card lent; '' until issued. */
  cardNo: z.string(),
  /** The employee's name, email, phone, departments and work number when they asked. */
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  deptName: z.string(),
  empNo: z.string(),
  /** Where the employee works today, as they gave it. */
  office: z.string(),
  /** interimCardStatuses: 0 requested, 1 issued, 2 returned, 3 refused. */
  icStatus: z.number().int(),
  submitTime: z.number().int(),
  issueTime: z.number().int().nullable(),
  returnTime: z.number().int().nullable(),
  /** Why the desk refused; '' otherwise. */
  refuseReason: z.string(),
});
export type InterimCard = z.infer<typeof interimCardSchema>;
