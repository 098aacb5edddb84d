import { type DoorSubject, residentCodePattern } from '@vestibule/contract';
import { addDays, startOfYmd } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import { blacklistEntriesFor } from '../blacklist/blacklist.service.js';
import { residentOfCode } from '../residents/resident-code.service.js';
import { residentOfCard } from '../residents/residents.service.js';

/*
 * A resident at a door (decision 0035, "Doors"): their code `R.<rid>.<sig>` or
 * their linked card opens their own door groups on their validity days,
 * without a desk sign-in. A code signed for another company, a forged one or
 * a deleted resident's names no one here.
 */

type Resident = NonNullable<Awaited<ReturnType<typeof residentOfCode>>>;

/** What the access records show of every resident, so the lists tell residents from visits and employees. */
export const residentRecordKind = 'resident';

export const isResidentCode = (code: string) => residentCodePattern.test(code);

const idsOf = (text: string) =>
  text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);

async function scannedResident(ctx: AppContext, resident: Resident | undefined) {
  if (!resident) return undefined;
  const blacklisted =
    (await blacklistEntriesFor(ctx, resident.companyId, { phone: resident.phone, cardId: resident.cardid })).length > 0;
  const subject: DoorSubject = {
    kind: 'resident',
    egids: idsOf(resident.egids),
    blacklisted,
    // Days in the server's local time zone, as the desk and the employees' validity.
    validFrom: resident.startDate ? startOfYmd(resident.startDate) : 0,
    validUntil: resident.endDate ? startOfYmd(addDays(resident.endDate, 1)) - 1 : Number.MAX_SAFE_INTEGER,
  };
  const who = {
    vid: 0,
    empid: 0,
    name: resident.name,
    phone: resident.phone,
    visitorCompany: resident.company,
    vtype: residentRecordKind,
  };
  return { subject, who };
}

/** The resident a code of this company names, with what the door weighs and records; undefined for no one. */
export const residentScannedByCode = async (ctx: AppContext, companyId: number, code: string) =>
  scannedResident(ctx, await residentOfCode(ctx, companyId, code));

/** The resident holding this card in the company, likewise. */
export const residentScannedByCard = async (ctx: AppContext, companyId: number, cardNo: string) =>
  scannedResident(ctx, await residentOfCard(ctx, companyId, cardNo));
