import { AppError, Status } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import { ownPictureType } from '../files/files.service.js';
import { type ReservationColumns, updateReservationColumns } from './reservation-settings.repo.js';

/* Reservation settings: how invitations, appointments and sign-outs behave for the company. */

const pictureTypes = new Set(['image/jpeg', 'image/png']);

/** Stores the given settings as they came validated from the contract. */
export async function setReservationSettings(ctx: AppContext, companyId: number, changes: Partial<ReservationColumns>) {
  await updateReservationColumns(ctx.database.db, companyId, changes);
}

/**
 * The built-in avatars: every URL must be a JPEG or PNG the company uploaded,
 * so the tablet never shows another company's picture. Duplicates are dropped.
 */
export async function setDefaultPhotos(ctx: AppContext, companyId: number, urls: string[]) {
  const unique = [...new Set(urls)];
  for (const url of unique) {
    const type = await ownPictureType(ctx, companyId, url);
    if (!type || !pictureTypes.has(type)) {
      throw new AppError(
        Status.invalidField,
        'defaultPhoto: every picture must be a JPEG or PNG uploaded with Upload',
        'defaultPhoto',
      );
    }
  }
  await updateReservationColumns(ctx.database.db, companyId, { defaultPhoto: unique.join(',') });
}
