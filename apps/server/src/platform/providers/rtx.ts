import { ProviderFailure } from './provider-failure.js';
import { parseProviderJson, providerRequest } from './provider-http.js';

/*
 * A client of an RTX server's HTTP SDK interface at http://{rtxip}:{rtxport}
 * (the RTX Server SDK's cgi, port 8012 by default).
 *
 * Notices follow the SDK's documented sendnotify.cgi: GET with receiver (RTX
 * accounts, comma-separated), title, msg and delaytime (0 = the reminder stays
 * until closed); RTX answers a short text page.
 *
 * The address book: the SDK documents no HTTP export of the organisation, only
 * its COM/Java DeptManager. Sites publish it over the same server; this client
 * expects GET /userlist.cgi answering JSON { users: [{ account, name, mobile,
 * email, dept }] } (dept: the department's name). That answer is our assumption,
 * recorded in decision 0014, not RTX's own documentation.
 */

export interface RtxServer {
  ip: string;
  port: number;
}

export interface RtxUser {
  account: string;
  name: string;
  mobile: string;
  email: string;
  dept: string;
}

const baseOf = (server: RtxServer) => `http://${server.ip}:${server.port}`;

export async function rtxUsers(server: RtxServer): Promise<RtxUser[]> {
  const answer = parseProviderJson(await providerRequest(`${baseOf(server)}/userlist.cgi`), 'RTX');
  if (!Array.isArray(answer.users)) throw new ProviderFailure('RTX: the user list has no users', JSON.stringify(answer));
  return (answer.users as Array<Record<string, unknown>>).map((item) => ({
    account: String(item.account ?? ''),
    name: String(item.name ?? ''),
    mobile: String(item.mobile ?? ''),
    email: String(item.email ?? ''),
    dept: String(item.dept ?? ''),
  }));
}

/** Shows a reminder window to the RTX accounts; answers RTX's text. */
export async function sendRtxNotify(server: RtxServer, notice: { receivers: string[]; title: string; msg: string }) {
  const query = new URLSearchParams({
    receiver: notice.receivers.join(','),
    title: notice.title,
    msg: notice.msg,
    delaytime: '0',
  });
  return (await providerRequest(`${baseOf(server)}/sendnotify.cgi?${query}`)).trim();
}
