import { opendoorSearchSchema } from '@vestibule/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Selectable } from 'kysely';
import { localDateTime } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import type { AccessRecordTable } from '../../platform/db/schema.js';
import { type DownloadGrant, type DownloadQuery, mountTicketDownloads } from '../../platform/downloads.js';
import { invalidField } from '../../platform/http/envelope.js';
import { type SheetLanguage, sendStreamedSheet, sheetRequest } from '../../platform/streamed-sheet.js';
import { recordsAfter } from './access-records.repo.js';
import { recordFilter } from './access-records.service.js';

/* ExportRfidRecordsList: the access records with the record page's filters, as xlsx or csv, streamed. */

const headers: Record<SheetLanguage, string[]> = {
  en: ['Time', 'Name', 'Phone', 'Company', 'Visitor type', 'Device', 'Device code', 'Direction', 'Way', 'Result', 'Reason'],
  zh: ['时间', '姓名', '手机', '公司', '访客类型', '设备', '设备编号', '方向', '通行方式', '结果', '原因'],
};
const results: Record<SheetLanguage, [string, string]> = { en: ['Refused', 'Opened'], zh: ['拒绝', '开门'] };

const cellsOf = (row: Selectable<AccessRecordTable>, language: SheetLanguage) => [
  localDateTime(row.openedAt).slice(0, 16),
  row.name,
  row.phone,
  row.visitorCompany,
  row.vtype,
  row.deviceName,
  row.deviceCode,
  row.direction,
  row.passWay,
  results[language][row.openStatus === 1 ? 1 : 0],
  row.reason,
];

async function sendAccessRecords(ctx: AppContext, grant: DownloadGrant, reply: FastifyReply, query: DownloadQuery) {
  const { given, format, language } = sheetRequest(grant, query);
  const parsed = opendoorSearchSchema.safeParse(given);
  if (!parsed.success) throw invalidField(parsed.error);
  const filter = recordFilter(parsed.data);
  return sendStreamedSheet<Selectable<AccessRecordTable>, { openedAt: number; id: number }>(ctx, reply, {
    format,
    fileName: language === 'zh' ? '门禁记录' : 'access records',
    asciiName: 'access-records',
    sheetName: language === 'zh' ? '门禁记录' : 'Access records',
    headers: headers[language],
    cellsOf: (row) => cellsOf(row, language),
    pageAfter: (after, size) => recordsAfter(ctx.database.db, grant.companyId, filter, after, size),
    keyOf: (row) => ({ openedAt: row.openedAt, id: row.id }),
    failure: 'access record export failed',
  });
}

/** The access records' GET download, by ticket. */
export function mountAccessRecordExport(app: FastifyInstance, ctx: AppContext): void {
  mountTicketDownloads(app, ctx, { ExportRfidRecordsList: sendAccessRecords });
}
