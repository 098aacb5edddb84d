import { AppError, Status } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import { ownPictureType } from '../files/files.service.js';
import { type BadgeColumns, updateBadgeColumns } from './badges.repo.js';

/* Badge settings: the printer, size and layout of the visitor cards, stickers and badges the company prints. */

type PictureField = 'cardPic' | 'badgeCustom';

/** The logo picture and the fixed photo must be the company's own uploads ('' clears them). */
async function assertOwnPicture(ctx: AppContext, companyId: number, field: PictureField, url: string | undefined) {
  if (url && !(await ownPictureType(ctx, companyId, url))) {
    throw new AppError(Status.invalidField, `${field}: must be a picture uploaded with Upload`, field);
  }
}

/** Stores the given settings as they came validated from the contract; fields left out stay as they are. */
export async function setBadgeSettings(ctx: AppContext, companyId: number, changes: Partial<BadgeColumns>) {
  await assertOwnPicture(ctx, companyId, 'cardPic', changes.cardPic);
  await assertOwnPicture(ctx, companyId, 'badgeCustom', changes.badgeCustom);
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(defined).length > 0) await updateBadgeColumns(ctx.database.db, companyId, defined);
}
