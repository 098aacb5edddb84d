import type { Kysely } from 'kysely';
import type { CompanySettings, Database } from '../../platform/db/schema.js';

/** The company columns the /badge screen sets. */
export type BadgeColumns = Pick<
  CompanySettings,
  | 'printType'
  | 'cardType'
  | 'cardSize'
  | 'cardLogo'
  | 'cardText'
  | 'cardPic'
  | 'badgeMode'
  | 'badgeCustom'
  | 'brandType'
  | 'brandPosition'
  | 'showAvatar'
  | 'avatarType'
  | 'badgeQrcode'
  | 'customText'
>;

/** Writes some of the company's badge settings; the others stay as they are. */
export const updateBadgeColumns = (db: Kysely<Database>, companyId: number, changes: Partial<BadgeColumns>) =>
  db.updateTable('company').set(changes).where('id', '=', companyId).execute();
