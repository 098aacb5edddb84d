import { ProviderFailure } from './provider-failure.js';
import { parseProviderJson, providerRequest } from './provider-http.js';

/*
 * A client of DingTalk's open API (oapi.dingtalk.com, the "enterprise internal
 * app" endpoints): an access token from GET /gettoken with the app key and
 * secret, departments from GET /department/list, each department's members
 * from POST /topapi/v2/user/list (paged by cursor, at most 100 at a time), and
 * work notices by POST /topapi/message/corpconversation/asyncsend_v2. Every
 * answer carries errcode (0 = done) and errmsg, which a refusal reports.
 */

export interface DingTalkCredentials {
  /** The app key (the console's "corp id" field) and its secret. */
  appKey: string;
  appSecret: string;
}

export interface DingTalkDepartment {
  id: number;
  name: string;
  parentid: number;
}

export interface DingTalkUser {
  userid: string;
  name: string;
  mobile: string;
  email: string;
  jobNumber: string;
  title: string;
  deptIds: number[];
}

interface CachedToken {
  token: string;
  expiresAt: number;
}

// Tokens by API base and app key; DingTalk allows a token 7200 s and asks clients to reuse it.
const tokens = new Map<string, CachedToken>();
// Taken off the lifetime so a token is never used in its last moments.
const tokenMarginMs = 5 * 60_000;
const pageSize = 100;

async function call(baseUrl: string, path: string, init?: RequestInit): Promise<Record<string, unknown>> {
  const answer = parseProviderJson(await providerRequest(`${baseUrl}${path}`, init), 'DingTalk');
  if (answer.errcode !== 0) {
    const message = typeof answer.errmsg === 'string' && answer.errmsg ? answer.errmsg : `errcode ${String(answer.errcode)}`;
    throw new ProviderFailure(`DingTalk: ${message}`, JSON.stringify(answer));
  }
  return answer;
}

const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** A valid access token for the app, from the cache while it lasts. */
export async function dingTalkToken(baseUrl: string, credentials: DingTalkCredentials, now: number): Promise<string> {
  const key = `${baseUrl} ${credentials.appKey}`;
  const cached = tokens.get(key);
  if (cached && cached.expiresAt > now) return cached.token;
  const query = new URLSearchParams({ appkey: credentials.appKey, appsecret: credentials.appSecret });
  const answer = await call(baseUrl, `/gettoken?${query}`);
  const token = String(answer.access_token ?? '');
  const expiresIn = Number(answer.expires_in ?? 0);
  tokens.set(key, { token, expiresAt: now + expiresIn * 1000 - tokenMarginMs });
  return token;
}

/** Forgets the app's token, as after DingTalk said it is no longer valid or the secret changed. */
export const forgetDingTalkToken = (baseUrl: string, appKey: string) => tokens.delete(`${baseUrl} ${appKey}`);

export async function dingTalkDepartments(baseUrl: string, token: string): Promise<DingTalkDepartment[]> {
  const query = new URLSearchParams({ access_token: token, fetch_child: 'true', id: '1' });
  const answer = await call(baseUrl, `/department/list?${query}`);
  const list = Array.isArray(answer.department) ? (answer.department as Array<Record<string, unknown>>) : [];
  return list.map((item) => ({ id: Number(item.id), name: String(item.name ?? ''), parentid: Number(item.parentid ?? 0) }));
}

/** Every member of one department, page by page. */
export async function dingTalkDepartmentUsers(baseUrl: string, token: string, deptId: number): Promise<DingTalkUser[]> {
  const users: DingTalkUser[] = [];
  let cursor = 0;
  for (;;) {
    const answer = await call(
      baseUrl,
      `/topapi/v2/user/list?access_token=${encodeURIComponent(token)}`,
      postJson({ dept_id: deptId, cursor, size: pageSize }),
    );
    const result = (answer.result ?? {}) as { has_more?: boolean; next_cursor?: number; list?: Array<Record<string, unknown>> };
    for (const item of result.list ?? []) {
      users.push({
        userid: String(item.userid ?? ''),
        name: String(item.name ?? ''),
        mobile: String(item.mobile ?? ''),
        email: String(item.email ?? item.org_email ?? ''),
        jobNumber: String(item.job_number ?? ''),
        title: String(item.title ?? ''),
        deptIds: Array.isArray(item.dept_id_list) ? item.dept_id_list.map(Number) : [deptId],
      });
    }
    if (!result.has_more || result.next_cursor === undefined) return users;
    cursor = result.next_cursor;
  }
}

/** Sends a text work notice to DingTalk users as the app (agent); answers DingTalk's task id. */
export async function sendDingTalkNotice(
  baseUrl: string,
  token: string,
  notice: { agentId: string; userids: string[]; content: string },
): Promise<string> {
  const answer = await call(
    baseUrl,
    `/topapi/message/corpconversation/asyncsend_v2?access_token=${encodeURIComponent(token)}`,
    postJson({
      agent_id: Number(notice.agentId) || notice.agentId,
      userid_list: notice.userids.join(','),
      msg: { msgtype: 'text', text: { content: notice.content } },
    }),
  );
  return `task_id ${String(answer.task_id ?? '')}`;
}
