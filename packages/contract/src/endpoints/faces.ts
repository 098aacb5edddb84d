import { z } from 'zod';
import { adminOnly, companyMembers, endpoint } from '../endpoint.js';
import { idsOf, naming, required } from '../fields.js';
import { faceFailureReasons } from '../rules/face-photos.js';
import { residentId } from './residents.js';

/*
 * Face photos (api-facts 4.12 updateFace, updateAllFace, updateResidentFace,
 * updateAllResidentFace, Compressface; spec
 * section 8 "face sent" and the face registration failure). A person's face
 * registers when their photo shows exactly one face; the server checks it, so
 * no client can skip the check (decision 0036).
 */

/** People updateFace and updateResidentFace check in one call: each photo takes a fraction of a second. */
export const updateFaceMax = 100;

const failureReason = z.enum(faceFailureReasons);

/** What a registration did: whose face is registered now (face 1), and whose is not (face 0) and why. */
export const faceReportSchema = z.object({
  registered: z.array(z.number().int()),
  failed: z.array(z.object({ empid: z.number().int(), reason: failureReason })),
});
export type FaceReport = z.infer<typeof faceReportSchema>;

/** The same for residents, by rid. */
export const residentFaceReportSchema = z.object({
  registered: z.array(z.string()),
  failed: z.array(z.object({ rid: z.string(), reason: failureReason })),
});
export type ResidentFaceReport = z.infer<typeof residentFaceReportSchema>;

const registrationCount = z.object({ count: z.number().int() });

export const faceEndpoints = {
  updateFace: endpoint({
    summary: `Registers the employees' faces from their photos (avatar), at most ${updateFaceMax} a call: exactly one face sets face 1; no photo, no face or several faces set face 0 and are answered in failed. 57 naming empids when one is not the company's.`,
    outsideTransaction: true,
    roles: adminOnly,
    request: z.object({ empids: idsOf('employee', updateFaceMax, 1) }),
    response: faceReportSchema,
  }),
  updateAllFace: endpoint({
    summary:
      'Registers the faces of every employee of the company with a photo, in the background; answers how many photos will be checked. The list shows each face state as it is done.',
    roles: adminOnly,
    request: z.object({}),
    response: registrationCount,
  }),
  updateResidentFace: endpoint({
    summary: `Registers the residents' faces from their photos (avatar), at most ${updateFaceMax} a call, as updateFace does for employees. 57 naming rids when one is not the company's.`,
    outsideTransaction: true,
    roles: adminOnly,
    request: z.object({
      rids: naming(
        'resident',
        z.array(residentId()).min(1, 'must list at least one id').max(updateFaceMax, `must list at most ${updateFaceMax} ids`),
      ),
    }),
    response: residentFaceReportSchema,
  }),
  updateAllResidentFace: endpoint({
    summary:
      'Registers the faces of every resident of the company with a photo, in the background; answers how many photos will be checked.',
    roles: adminOnly,
    request: z.object({}),
    response: registrationCount,
  }),
  Compressface: endpoint({
    summary:
      'Shrinks a picture uploaded with Upload to what face devices take (JPEG, at most 640 px on the long side, under 200 KB), stores it and answers its URL. 57 when photoUrl is not a picture the company uploaded, 21 when it cannot be read as JPEG or PNG.',
    outsideTransaction: true,
    roles: companyMembers,
    request: z.object({ photoUrl: naming('file', required(1000)) }),
    response: z.string(),
  }),
};
