import type { UserInfo } from '@vestibule/contract';
import type { Selectable } from 'kysely';
import type { CompanyTable } from '../../platform/db/schema.js';
import { lowerCase } from '../../platform/text.js';

const hiddenColumns = new Set([
  'id',
  'passwordHash',
  'passwordChangedAt',
  'companyKey',
  'emailPwd',
  // The SMS gateway's credentials are the notice page's (getNoticeConf), never UserInfo's.
  'smsUrlTemplate',
  'smsAccount',
  'smsPwd',
  'employeeTotal',
  'visitorManagerIds',
]);

/** The company row with its visitor managers' ids (comma-separated, null for none) read beside it. */
export type CompanyRow = Selectable<CompanyTable> & { visitorManagerIds: string | null };

/** The company row as the API shows it; secrets never leave the server. */
export function toUserInfo(row: CompanyRow, counts: { empTotal: number } = { empTotal: 0 }): UserInfo {
  // A copying loop: rest-spread of ~90 columns is a slow path in V8 and this runs on every GetUserInfo.
  const info: Record<string, unknown> = {};
  for (const key in row) if (!hiddenColumns.has(key)) info[key] = row[key as keyof typeof row];
  info.userid = row.id;
  info.emailPwd = '';
  info.visitorManager = row.visitorManagerIds ?? '';
  info.empTotal = counts.empTotal;
  info.smsTotal = row.smsCount + row.wxSmsCount + row.appSmsCount;
  return info as UserInfo;
}

/** Company names are unique regardless of case and surrounding spaces. */
export const companyKeyOf = (name: string) => lowerCase(name.trim()).replace(/\s+/g, ' ');
