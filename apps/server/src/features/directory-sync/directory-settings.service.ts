import { AppError, type DirectoryTip, directoryTips, Status } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import { dingTalkToken, forgetDingTalkToken } from '../../platform/providers/dingtalk.js';
import { ProviderFailure } from '../../platform/providers/provider-failure.js';
import { type DirectoryColumns, findDirectorySettings, updateDirectorySettings } from './directory-sync.repo.js';

/*
 * DingTalk and RTX settings (spec section 5 guards): only one directory at a
 * time, and a daily sync only while its directory is on. A guard answers 604
 * with the tip's text, and the tip's number and the field in the result, so
 * screens show the same tip in their language.
 */

export const refuse = (tip: DirectoryTip, field: string) =>
  new AppError(Status.invalidField, `${field}: ${directoryTips[tip]}`, { tip, field });

export const rtxIsSet = (settings: Pick<DirectoryColumns, 'rtxip' | 'rtxport'>) => settings.rtxip !== '' && settings.rtxport > 0;

export async function directorySettings(ctx: AppContext, companyId: number) {
  const settings = await findDirectorySettings(ctx.database.db, companyId);
  if (!settings) throw new AppError(Status.invalidUser);
  return settings;
}

export async function setDingTalk(
  ctx: AppContext,
  companyId: number,
  input: Pick<DirectoryColumns, 'ddnotify' | 'ddautosync' | 'ddcorpid' | 'ddcorpsecret' | 'ddagentid'>,
) {
  const current = await directorySettings(ctx, companyId);
  if (input.ddnotify === 1 && rtxIsSet(current)) throw refuse('tip2', 'ddnotify');
  if (input.ddautosync === 1 && input.ddnotify === 0) throw refuse('tip5', 'ddautosync');
  if (input.ddnotify === 1) {
    for (const field of ['ddcorpid', 'ddcorpsecret', 'ddagentid'] as const) {
      if (!input[field]) throw new AppError(Status.invalidField, `${field}: must not be empty while DingTalk is on`, { field });
    }
    // New credentials are checked afresh, never against a token of the old secret.
    forgetDingTalkToken(ctx.config.dingtalkApiUrl, input.ddcorpid);
    try {
      await dingTalkToken(ctx.config.dingtalkApiUrl, { appKey: input.ddcorpid, appSecret: input.ddcorpsecret }, ctx.clock.now());
    } catch (error) {
      if (error instanceof ProviderFailure) throw new AppError(Status.dingTalkVerificationFailed, error.message);
      throw error;
    }
  }
  await updateDirectorySettings(ctx.database.db, companyId, input);
}

export async function setRtxServer(ctx: AppContext, companyId: number, input: { rtxIp: string; rtxPort: number }) {
  const current = await directorySettings(ctx, companyId);
  if (current.ddnotify === 1) throw refuse('tip1', 'rtxIp');
  const off = input.rtxIp === '' || input.rtxPort === 0;
  // Without a server there is nothing to sync from, so the daily sync goes off with it.
  await updateDirectorySettings(ctx.database.db, companyId, {
    rtxip: input.rtxIp,
    rtxport: input.rtxPort,
    ...(off ? { rtxAuto: 0 } : {}),
  });
}

export async function setRtxAutoSync(ctx: AppContext, companyId: number, rtxAuto: number) {
  const current = await directorySettings(ctx, companyId);
  if (current.ddnotify === 1) throw refuse('tip1', 'rtxAuto');
  if (rtxAuto === 1 && !rtxIsSet(current)) throw refuse('tip5', 'rtxAuto');
  await updateDirectorySettings(ctx.database.db, companyId, { rtxAuto });
}
