import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { certificateTypes, visitSchema } from '../entities/visit.js';
import { signInFormFields } from '../entities/visit-form.js';
import { int, optionalEmail, optionalIdOf, optionalPhone, optionalText, personName, required } from '../fields.js';
import { visitStaff } from './visits.js';

/*
 * The front desk: what the reception tablet (pad.html) and the reception
 * terminal (stage.html) call besides the visit list's own calls. A scanned or
 * typed code is either an invitation's signed token (the QR code of the mail)
 * or a badge's visit id (the QR code printed on the badge). The flows follow
 * api-facts section 6: a walk-in inserts a visit (UpdatePhoto), an invitee
 * signs in by code (AppClientSignin), a visitor leaves by phone (VisitorSignOut).
 */

/** The desk's gate and operator, written on the visit's timeline. */
const deskFields = {
  gid: optionalText(100),
  signInGate: optionalText(50),
  signInOpName: optionalText(50),
};

/** A scanned QR code or a typed invitation code. */
const scannedCode = { code: required(400) };

/** Custom fields of the visitor type: a JSON object, or the original clients' list of "key:value" texts. */
const extendCol = z
  .union([z.string().max(4000), z.array(z.string().max(500)).max(100)])
  .optional()
  .default('');

export const frontDeskEndpoints = {
  getVisitByCode: endpoint({
    summary:
      "The visit a scanned code names: an invitation token or a badge's visit id. 39 when the code is not valid or not this company's, 64 before its window, 65 after it or when its uses are spent.",
    roles: visitStaff,
    readOnly: true,
    request: z.object(scannedCode),
    response: visitSchema,
  }),
  AppClientSignin: endpoint({
    summary:
      'Signs in the invitee of a scanned invitation code and counts one use of it; 39 invalid code, 64 early, 65 late or uses spent (qrMaxCount), 66 blacklisted, 67 not authorised, 105 already signed in.',
    roles: visitStaff,
    request: z.object({
      ...scannedCode,
      ...deskFields,
      photoUrl: optionalText(512),
      cardId: z.string().trim().max(30).optional(),
      plateNum: z.string().trim().max(20).optional(),
      remark: optionalText(500),
      ...signInFormFields,
    }),
    response: z.object({ visit: visitSchema, vcount: z.number().int() }),
  }),
  searchTodayAppointment: endpoint({
    summary:
      "The visits expected today (not signed in, still valid) of a phone or ID number, for the tablet's 'I have an appointment'; at most 20.",
    roles: visitStaff,
    readOnly: true,
    request: z
      .object({ phone: optionalText(30), cardId: optionalText(30) })
      .refine((body) => body.phone !== '' || body.cardId !== '', {
        path: ['phone'],
        message: 'enter a phone number or an ID number',
      }),
    response: z.array(visitSchema),
  }),
  getLastVisitByPhone: endpoint({
    summary:
      "The latest earlier visit of a phone, for 'visited before' quick sign-in (null when none, or when the company's comeAgain is off).",
    roles: visitStaff,
    readOnly: true,
    request: z.object({ phone: required(30) }),
    response: visitSchema.nullable(),
  }),
  UpdatePhoto: endpoint({
    summary:
      'Signs in a walk-in visitor at the desk (signinType 0, authorised, on site now) and tells the host; name and one of phone or ID number are required; 66 blacklisted.',
    roles: visitStaff,
    request: z.object({
      name: personName(50),
      phone: optionalPhone(),
      cardId: optionalText(30),
      certType: z.enum(certificateTypes).optional().default('idCard'),
      vemail: optionalEmail(),
      vcompany: optionalText(100),
      sex: optionalText(10),
      /** The host. */
      empid: optionalIdOf('employee'),
      visitType: optionalText(50),
      vType: optionalText(80),
      tid: optionalIdOf('visitorType'),
      /** The photo taken at the desk, or a built-in avatar's URL. */
      photoUrl: optionalText(512),
      peopleCount: int()
        .pipe(z.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100'))
        .optional()
        .default(1),
      memberName: optionalText(500),
      plateNum: optionalText(20),
      belongings: optionalText(255),
      remark: optionalText(500),
      extendCol,
      ...deskFields,
      ...signInFormFields,
    }),
    response: z.object({ visit: visitSchema, vcount: z.number().int() }),
  }),
  VisitorSignOut: endpoint({
    summary: "Signs out every visit of a phone still on site (the tablet's sign-out); 57 when none is.",
    roles: visitStaff,
    request: z.object({ phone: required(30), signOutOpName: optionalText(50), signOutGate: optionalText(50) }),
    response: z.object({ count: z.number().int() }),
  }),
};
