import { AppError, faceDevicePhoto, Status } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import { ownPicture, ownPictureType, storePicture } from '../files/files.service.js';
import { inTurn } from './one-at-a-time.js';
import { decodePicture, encodeJpeg, type Pixels, shrink } from './picture-pixels.js';

/* Compressface: the copy of a picture that face devices take (decision 0036). */

/** The URL's path: the original console may send the absolute URL of an uploaded picture. */
function pathOf(url: string): string {
  if (!/^https?:\/\//i.test(url)) return url;
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

const unreadable = () => new AppError(Status.uploadFailed, 'photoUrl: must be a JPEG or PNG picture', 'photoUrl');

/** A JPEG of the picture within the face devices' size, stored beside it; its URL. */
export async function compressFace(ctx: AppContext, companyId: number, photoUrl: string): Promise<string> {
  const url = pathOf(photoUrl);
  const picture = await ownPicture(ctx, companyId, url);
  if (!picture) {
    if (await ownPictureType(ctx, companyId, url)) throw unreadable();
    throw new AppError(Status.noRecord, 'photoUrl: not a picture the company uploaded', 'photoUrl');
  }
  const jpeg = await inTurn(() => {
    const pixels = decodePicture(picture.content);
    return pixels && devicePhoto(shrink(pixels, faceDevicePhoto.maxSide));
  });
  if (!jpeg) throw unreadable();
  const stored = await storePicture(ctx, companyId, { filename: 'face.jpg', mimetype: 'image/jpeg', data: jpeg });
  return stored.url;
}

/** The JPEG at the devices' quality, lowered in steps while the file is over their limit. */
function devicePhoto(pixels: Pixels): Buffer {
  let quality: number = faceDevicePhoto.quality;
  let jpeg = encodeJpeg(pixels, quality);
  while (jpeg.length > faceDevicePhoto.maxBytes && quality > 30) {
    quality -= 10;
    jpeg = encodeJpeg(pixels, quality);
  }
  return jpeg;
}
