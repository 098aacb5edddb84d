import { AppError, Status, type UploadedFile } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import { newToken } from '../../platform/crypto.js';
import { findFileByKey, findFileMeta, insertFile } from './files.repo.js';
import { pictureType } from './picture-type.js';

const filesPath = '/files/';

/** Stores a picture for the caller's company; its URL is unguessable. */
export async function storePicture(ctx: AppContext, companyId: number, file: UploadedFile): Promise<{ url: string }> {
  if (file.data.length === 0) throw new AppError(Status.uploadFailed, 'The file is empty', 'filename');
  const mime = pictureType(file.data);
  if (!mime) throw new AppError(Status.uploadFailed, 'Picture format is wrong: use JPEG, PNG, GIF or WebP', 'filename');
  const key = newToken().slice(0, 32);
  const name = file.filename.replace(/[^\w.-]+/g, '_').slice(-100) || 'picture';
  await insertFile(ctx.database.db, {
    key,
    companyId,
    name,
    mime,
    size: file.data.length,
    content: Buffer.from(file.data),
    createdAt: ctx.clock.now(),
  });
  return { url: `${filesPath}${key}/${encodeURIComponent(name)}` };
}

export const readStoredFile = (ctx: AppContext, key: string) => findFileByKey(ctx.database.db, key);

/** The stored type of a URL this server gave to the company, or null for anything else. */
export async function ownPictureType(ctx: AppContext, companyId: number, url: string): Promise<string | null> {
  const key = url.startsWith(filesPath) ? url.slice(filesPath.length).split('/')[0] : undefined;
  if (!key) return null;
  const meta = await findFileMeta(ctx.database.db, key);
  return meta && meta.companyId === companyId ? meta.mime : null;
}

/** A JPEG or PNG this server stored for the company at that URL (for documents that embed it), or null. */
export async function ownPicture(ctx: AppContext, companyId: number, url: string) {
  const key = url.startsWith(filesPath) ? url.slice(filesPath.length).split('/')[0] : undefined;
  if (!key || !/^[0-9a-f]{32}$/.test(key)) return null;
  const file = await findFileByKey(ctx.database.db, key);
  if (!file || file.companyId !== companyId || !['image/jpeg', 'image/png'].includes(file.mime)) return null;
  return { mime: file.mime, content: Buffer.from(file.content) };
}
