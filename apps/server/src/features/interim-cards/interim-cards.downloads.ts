import { interimCardFilterSchema, type SubjectKind } from '@vestibule/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { localDateTime } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import { type DownloadGrant, type DownloadQuery, mountTicketDownloads } from '../../platform/downloads.js';
import { invalidField } from '../../platform/http/envelope.js';
import { type SheetLanguage, sendStreamedSheet, sheetRequest } from '../../platform/streamed-sheet.js';
import { type InterimCardRow, interimCardsAfter } from './interim-cards.repo.js';
import { interimCardSelection } from './interim-cards.service.js';

/* ExportInterimCardList: the temporary cards the list's filters find, as xlsx or csv, streamed in list order. */

type Language = SheetLanguage;

const headers: Record<Language, string[]> = {
  en: [
    'Name',
    'Work number',
    'Department',
    'Phone',
    'Email',
    'Office',
    'Card number',
    'Status',
    'Requested',
    'Issued',
    'Returned',
    'Refusal reason',
  ],
  zh: ['姓名', '工号', '部门', '手机', '邮箱', '办公地点', '卡号', '状态', '申请时间', '发卡时间', '归还时间', '拒绝原因'],
};
const statusWords: Record<Language, string[]> = {
  en: ['Requested', 'Issued', 'Returned', 'Refused'],
  zh: ['已申请', '已发卡', '已归还', '已拒绝'],
};
const fileWords: Record<Language, string> = { en: 'temporary cards', zh: '临时卡' };

/** "yyyy-MM-dd HH:mm" in the site's zone; empty without an instant. */
const minuteOf = (instant: number | null) => (instant === null ? '' : localDateTime(instant).slice(0, 16));

const cellsOf = (row: InterimCardRow, language: Language) => [
  row.name,
  row.empNo,
  row.deptName,
  row.phone,
  row.email,
  row.office,
  row.cardNo,
  statusWords[language][row.icStatus] ?? String(row.icStatus),
  minuteOf(row.submitTime),
  minuteOf(row.issueTime),
  minuteOf(row.returnTime),
  row.refuseReason,
];

async function sendInterimCards(ctx: AppContext, grant: DownloadGrant, reply: FastifyReply, query: DownloadQuery) {
  const { given, format, language } = sheetRequest(grant, query);
  const parsed = interimCardFilterSchema.safeParse(given);
  if (!parsed.success) throw invalidField(parsed.error);
  const selection = interimCardSelection(
    { kind: grant.subjectKind as SubjectKind, companyId: grant.companyId, subjectId: grant.subjectId },
    parsed.data,
  );
  return sendStreamedSheet<InterimCardRow, { submitTime: number; id: number }>(ctx, reply, {
    format,
    fileName: fileWords[language],
    asciiName: 'temporary-cards',
    sheetName: language === 'zh' ? '临时卡' : 'Temporary cards',
    headers: headers[language],
    cellsOf: (row) => cellsOf(row, language),
    pageAfter: (after, size) => interimCardsAfter(ctx.database.db, selection, after, size),
    keyOf: (row) => ({ submitTime: row.submitTime, id: row.id }),
    failure: 'temporary card export failed',
  });
}

/** The temporary cards' GET download, by ticket. */
export function mountInterimCardExport(app: FastifyInstance, ctx: AppContext): void {
  mountTicketDownloads(app, ctx, { ExportInterimCardList: sendInterimCards });
}
