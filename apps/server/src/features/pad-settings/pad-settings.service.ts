import { AppError, carouselCountReason, type PadConfig, padLimits, Status } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import { ownPictureType } from '../files/files.service.js';
import { findPadColumns, type PadColumns, updatePadColumns } from './pad-settings.repo.js';

/* Tablet settings: what the reception tablet shows. */

const pictureTypes = new Set(['image/jpeg', 'image/png']);

/**
 * Every URL must be a JPEG or PNG the company uploaded, so the tablet never
 * shows another company's picture; 604 names the field otherwise.
 */
async function assertOwnPictures(ctx: AppContext, companyId: number, urls: string[], field: string) {
  for (const url of urls) {
    const type = await ownPictureType(ctx, companyId, url);
    if (!type || !pictureTypes.has(type)) {
      throw new AppError(Status.invalidField, `${field}: every picture must be a JPEG or PNG uploaded with Upload`, field);
    }
  }
}

/** A picture listed twice shows once, and counts once towards the carousel's least number. */
export async function setCarousel(ctx: AppContext, companyId: number, urls: string[]) {
  const unique = [...new Set(urls)];
  if (unique.length < padLimits.carousel.min) {
    throw new AppError(Status.invalidField, `carouselPic: ${carouselCountReason}`, 'carouselPic');
  }
  await assertOwnPictures(ctx, companyId, unique, 'carouselPic');
  await updatePadColumns(ctx.database.db, companyId, { carouselPic: unique.join(',') });
}

export async function setLogo(ctx: AppContext, companyId: number, url: string) {
  if (url) await assertOwnPictures(ctx, companyId, [url], 'logoUrl');
  await updatePadColumns(ctx.database.db, companyId, { logo: url });
}

export async function setBackground(ctx: AppContext, companyId: number, urls: string[]) {
  const unique = [...new Set(urls)];
  await assertOwnPictures(ctx, companyId, unique, 'bgPicUrl');
  await updatePadColumns(ctx.database.db, companyId, { backgroundPic: unique.join(',') });
}

export async function setThemeColor(ctx: AppContext, companyId: number, themecolor: string) {
  await updatePadColumns(ctx.database.db, companyId, { themecolor });
}

/** Settings stored as they came validated from the contract: working hours, scanner switches, privacy text. */
export async function setPadSettings(ctx: AppContext, companyId: number, changes: Partial<PadColumns>) {
  await updatePadColumns(ctx.database.db, companyId, changes);
}

const splitList = (value: string) => value.split(',').filter(Boolean);

/** The tablet's whole look; a visitor may skip the photo only by picking a built-in avatar. */
export async function padConfig(ctx: AppContext, companyId: number): Promise<PadConfig> {
  const row = await findPadColumns(ctx.database.db, companyId);
  if (!row) throw new AppError(Status.invalidUser);
  const avatars = splitList(row.defaultPhoto);
  return {
    carousel: splitList(row.carouselPic),
    logo: row.logo,
    themecolor: row.themecolor,
    backgroundPic: row.backgroundPic,
    avatars,
    cardText: row.cardText,
    photoSkippable: avatars.length > 0,
    secureProtocol: row.secureProtocol,
  };
}
