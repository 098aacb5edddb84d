import type { AppContext } from '../../../platform/context.js';
import { type NoticeChannel, ProviderError } from '../notice-channel.js';
import { callProvider } from './provider-http.js';

/*
 * WeChat Work application messages (developer.work.weixin.qq.com): a token from
 * /cgi-bin/gettoken, kept until its expires_in, then /cgi-bin/message/send to
 * the employee's user id (openid). WeChat answers HTTP 200 with errcode.
 */

interface CachedToken {
  token: string;
  expiresAt: number;
}

// One token per application; refetched a minute before WeChat says it expires.
const tokens = new Map<string, CachedToken>();
const earlyRefreshMs = 60_000;
/** errcodes meaning the token is no longer good: fetch a new one next time. */
const staleTokenCodes = new Set([40014, 42001]);

function parseWechat(answer: string): { errcode: number; errmsg: string; access_token?: string; expires_in?: number } {
  try {
    const parsed = JSON.parse(answer.replace(/^HTTP \d+ /, '')) as { errcode?: number; errmsg?: string };
    return { errcode: parsed.errcode ?? 0, errmsg: parsed.errmsg ?? '', ...parsed };
  } catch {
    throw new ProviderError(`WeChat Work answered something unreadable: ${answer}`, answer);
  }
}

async function accessToken(ctx: AppContext): Promise<string> {
  const { apiUrl, corpId, corpSecret } = ctx.config.wechat;
  const key = `${apiUrl}|${corpId}|${corpSecret}`;
  const cached = tokens.get(key);
  if (cached && cached.expiresAt > Date.now()) return cached.token;
  const url = `${apiUrl}/cgi-bin/gettoken?corpid=${encodeURIComponent(corpId)}&corpsecret=${encodeURIComponent(corpSecret)}`;
  const answer = await callProvider('WeChat Work', url, { method: 'GET' }, ctx.config.noticeTimeoutMs);
  const parsed = parseWechat(answer);
  if (parsed.errcode !== 0 || !parsed.access_token) {
    throw new ProviderError(`WeChat Work refused the token: ${parsed.errcode} ${parsed.errmsg}`, answer);
  }
  const lifetimeMs = (parsed.expires_in ?? 7200) * 1000;
  tokens.set(key, { token: parsed.access_token, expiresAt: Date.now() + lifetimeMs - earlyRefreshMs });
  return parsed.access_token;
}

/** Forgets every cached token (tests start each case from a fresh provider). */
export const forgetWechatTokens = () => tokens.clear();

export const wechatChannel: NoticeChannel = {
  name: 'wechat',
  reaches: (settings, to) => settings.msgNotify === 1 && to.openid.trim() !== '',
  async send(ctx, _companyId, _settings, to, message) {
    const { apiUrl, corpId, corpSecret, agentId } = ctx.config.wechat;
    if (!corpId || !corpSecret || !agentId) {
      throw new ProviderError(
        'WeChat Work: not configured (WECHAT_CORP_ID, WECHAT_CORP_SECRET, WECHAT_AGENT_ID)',
        'not configured',
      );
    }
    const token = await accessToken(ctx);
    const content = [message.subject, message.text, message.link].filter(Boolean).join('\n');
    const body = { touser: to.openid.trim(), msgtype: 'text', agentid: Number(agentId), text: { content } };
    const answer = await callProvider(
      'WeChat Work',
      `${apiUrl}/cgi-bin/message/send?access_token=${encodeURIComponent(token)}`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      ctx.config.noticeTimeoutMs,
    );
    const parsed = parseWechat(answer);
    if (parsed.errcode !== 0) {
      if (staleTokenCodes.has(parsed.errcode)) tokens.clear();
      throw new ProviderError(`WeChat Work refused the message: ${parsed.errcode} ${parsed.errmsg}`, answer);
    }
    return answer;
  },
};
