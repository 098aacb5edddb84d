import { inviteMaxDays } from '@vestibule/contract';
import { addDays } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import { digitCode } from '../../platform/crypto.js';
import { accessCodeInUse, visitOfAccessCode } from './visits.repo.js';
import { today } from './visit-scope.service.js';

/*
 * The short code an invitation or a pre-registration gives its visitor to
 * type at the tablet: six digits, unique among the company's visits still
 * open to arrive (not signed in, not past the longest code window).
 */

const attempts = 20;

/** The first day whose visits may still be open to arrive. */
export const openSince = (ctx: AppContext) => addDays(today(ctx).day, -inviteMaxDays);

export async function newAccessCode(ctx: AppContext, companyId: number): Promise<string> {
  const since = openSince(ctx);
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const code = digitCode(6);
    if (!(await accessCodeInUse(ctx.database.db, companyId, code, since))) return code;
  }
  // A million codes against a company's open visits: twenty misses in a row do not happen in practice.
  throw new Error('no free access code was found');
}

/** The invitation or pre-registration of the company, still open, that gave this short code; newest first. */
export const openVisitOfAccessCode = (ctx: AppContext, companyId: number, acode: string) =>
  visitOfAccessCode(ctx.database.db, companyId, acode, openSince(ctx));
