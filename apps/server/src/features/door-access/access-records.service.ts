import type { AccessRecord, OpendoorSearch } from '@vestibule/contract';
import type { Selectable } from 'kysely';
import { addDays, startOfYmd } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import type { AccessRecordTable } from '../../platform/db/schema.js';
import { pageWindow } from '../../platform/paging.js';
import { countRecords, listRecords, type RecordFilter } from './access-records.repo.js';

/* The record pages (getOpendoorInfo, getRfidRecords) and what the export reads. */

export const recordView = (row: Selectable<AccessRecordTable>): AccessRecord => ({
  rid: row.id,
  userid: row.companyId,
  deviceCode: row.deviceCode,
  deviceName: row.deviceName,
  vid: row.vid ? String(row.vid) : '',
  empid: row.empid,
  vname: row.name,
  vphone: row.phone,
  mobile: row.phone,
  vtype: row.vtype,
  company: row.visitorCompany,
  openStatus: String(row.openStatus),
  status: row.openStatus,
  reason: row.reason,
  openDate: row.openedAt,
  direction: row.direction,
  passWay: row.passWay,
  gname: '',
  temp: '',
  photoUrl: '',
});

export type RecordSearch = Partial<Omit<OpendoorSearch, 'startIndex' | 'requestedCount'>> & { status?: string };

/** The filter of a search: the days from startDate to endDate (either open), and the text filters as given. */
export function recordFilter(search: RecordSearch): RecordFilter {
  const statuses = `${search.openStatus ?? ''},${search.status ?? ''}`
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part === '0' || part === '1')
    .map(Number);
  return {
    from: search.startDate ? startOfYmd(search.startDate) : 0,
    until: search.endDate ? startOfYmd(addDays(search.endDate, 1)) - 1 : Number.MAX_SAFE_INTEGER,
    openStatuses: [...new Set(statuses)],
    mobile: search.mobile ?? '',
    deviceCode: search.deviceCode ?? '',
    vtype: search.vtype ?? '',
    vname: search.vname ?? '',
    company: search.company ?? '',
    direction: search.direction ?? '',
    passWay: search.passWay ?? '',
  };
}

export async function accessRecordPage(
  ctx: AppContext,
  companyId: number,
  search: RecordSearch & { startIndex: number; requestedCount: number },
) {
  const db = ctx.database.db;
  const filter = recordFilter(search);
  const { offset, limit, pageNo, pageSize } = pageWindow(search);
  const [rows, count] = await Promise.all([
    listRecords(db, companyId, filter, { offset, limit }),
    countRecords(db, companyId, filter),
  ]);
  return { list: rows.map(recordView), count, pageNo, pageSize };
}
