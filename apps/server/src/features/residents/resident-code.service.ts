import type { ResidentCode } from '@vestibule/contract';
import QRCode from 'qrcode';
import type { Session } from '../../platform/auth/session.js';
import type { AppContext } from '../../platform/context.js';
import { invitationSigningKey } from '../../platform/signing-key.js';
import { residentCodeRid, signResidentCode } from './resident-code.js';
import { findResident } from './residents.repo.js';
import { residentOfCompany } from './residents.service.js';

/* A resident's QR code, and the resident a scanned code names. */

/** getRvQrcode: the signed code and its PNG. */
export async function residentQrCode(ctx: AppContext, session: Session, rid: string): Promise<ResidentCode> {
  const resident = await residentOfCompany(ctx, session.companyId, rid);
  const code = signResidentCode(resident.rid, session.companyId, invitationSigningKey(ctx.config));
  const qrcode = await QRCode.toDataURL(code, { type: 'image/png', width: 240, margin: 2 });
  return { rid: resident.rid, code, qrcode, startDate: resident.startDate, endDate: resident.endDate };
}

/** The company's resident a code names; undefined when it is not signed for the company or the resident is gone. */
export async function residentOfCode(ctx: AppContext, companyId: number, code: string) {
  const rid = residentCodeRid(code, companyId, invitationSigningKey(ctx.config));
  return rid === undefined ? undefined : findResident(ctx.database.db, companyId, rid);
}
