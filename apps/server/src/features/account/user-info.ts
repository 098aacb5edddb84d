import type { UserInfo } from '@vestibule/contract';
import type { Selectable } from 'kysely';
import type { CompanyTable } from '../../platform/db/schema.js';

/** The company row as the API shows it; secrets never leave the server. */
export function toUserInfo(row: Selectable<CompanyTable>, counts: { empTotal: number } = { empTotal: 0 }): UserInfo {
  const { id, passwordHash: _hash, passwordChangedAt: _changed, companyKey: _key, emailPwd: _mailPassword, ...rest } = row;
  return {
    ...rest,
    userid: id,
    emailPwd: '',
    empTotal: counts.empTotal,
    smsTotal: row.smsCount + row.wxSmsCount + row.appSmsCount,
  };
}

/** Company names are unique regardless of case and surrounding spaces. */
export const companyKeyOf = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');
