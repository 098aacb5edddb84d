import type { Kysely } from 'kysely';
import type { CompanySettings, Database } from '../../platform/db/schema.js';

/** The company columns the /reserve screen sets. */
export type ReservationColumns = Pick<
  CompanySettings,
  | 'permissionSwitch'
  | 'qrcode'
  | 'qrcodeSwitch'
  | 'qrcodeType'
  | 'qrMaxCount'
  | 'qrMaxDuration'
  | 'preExtendTime'
  | 'latExtendTime'
  | 'leaveExpiryTime'
  | 'comeAgain'
  | 'signOutSwitch'
  | 'defaultPhoto'
>;

/** Writes some of the company's reservation settings; the others stay as they are. */
export const updateReservationColumns = (db: Kysely<Database>, companyId: number, changes: Partial<ReservationColumns>) =>
  db.updateTable('company').set(changes).where('id', '=', companyId).execute();
