import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { depotFormRecordSchema, depotListRowSchema, vipFormRecordSchema } from '../entities/visit-form.js';
import { maxRowId, naming, page, pageRequest } from '../fields.js';
import { visitStaff } from './visits.js';

/*
 * The forms a visitor type asks for at sign-in, read back (api-facts 4.12:
 * getVipForm, getDepotForm, getDepotFormList; not served by the original back
 * end, designed in its style, decision 0037). They are written by the sign-in
 * calls themselves (UpdatePhoto, AppClientSignin, VisitAppointmentSignin).
 */

/** Who reads them: as GetVisitorByVid, staff the visits of their scope and an employee those they host. */
export const visitFormReaders = [...visitStaff, 'employee'] as const;

/** A visit id, also with the original "v" prefix. */
const vid = naming(
  'visit',
  z.union([z.number(), z.string().trim()]).transform((value, context) => {
    const digits = typeof value === 'number' ? value : Number(value.replace(/^v/, ''));
    if (!Number.isSafeInteger(digits) || digits < 1 || digits > maxRowId) {
      context.addIssue({ code: 'custom', message: 'must be a visit id' });
      return z.NEVER;
    }
    return digits;
  }),
);

/** A day bound as YYYY-MM-DD; '' or left out leaves that side open. */
const optionalDay = () =>
  z
    .union([z.literal(''), z.null(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')])
    .optional()
    .transform((value) => value || undefined);

export const depotListRequest = z
  .object({ startDate: optionalDay(), endDate: optionalDay(), ...pageRequest })
  .refine((body) => !body.startDate || !body.endDate || body.startDate <= body.endDate, {
    path: ['endDate'],
    message: 'must not be before startDate',
  });

export const visitFormEndpoints = {
  getVipForm: endpoint({
    summary: "The VIP reception request filled at a visit's sign-in, or null; 57 when the visit is not in the caller's scope.",
    roles: visitFormReaders,
    readOnly: true,
    request: z.object({ vid }),
    response: vipFormRecordSchema.nullable(),
  }),
  getDepotForm: endpoint({
    summary:
      "The depot record (goods, tools, vehicle) filled at a visit's sign-in, or null; 57 when the visit is not in the caller's scope.",
    roles: visitFormReaders,
    readOnly: true,
    request: z.object({ vid }),
    response: depotFormRecordSchema.nullable(),
  }),
  getDepotFormList: endpoint({
    summary:
      "A page of depot records signed in on startDate to endDate (the site's days, both inclusive), newest first, with the visitor, company, host and sign-in time.",
    roles: visitFormReaders,
    readOnly: true,
    request: depotListRequest,
    response: page(depotListRowSchema),
  }),
};
