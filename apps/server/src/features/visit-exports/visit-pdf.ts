import { maskIdNumber, visitStatus } from '@vestibule/contract';
import type { Selectable } from 'kysely';
import { localDateTime } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import type { VisitTable } from '../../platform/db/schema.js';
import type { DownloadGrant } from '../../platform/downloads.js';
import { type PdfDownload, renderPdf } from '../../platform/pdf.js';
import { companyView } from '../account/account.service.js';
import { ownPicture } from '../files/files.service.js';
import { type Language, statusWords } from './visit-export.js';
import { visitTimeline } from '../visit-events/visit-events.service.js';
import { today, visitInScope } from '../visits/visit-scope.service.js';

/*
 * GET /pdf/{date}_{vid}.pdf (and /qcvisit/pdf/…): one visit of the ticket's
 * company as a PDF: the company, the visitor's photo, the drawer's fields, the
 * timeline and the signature of record. Another company's visit is a plain 404.
 */

const pdfName = /^(\d{4}-?\d{2}-?\d{2})_(\d{1,10})\.pdf$/;

type Row = Selectable<VisitTable>;

const minuteOf = (instant: number | null) => (instant === null ? '' : localDateTime(instant).slice(0, 16));

const words = {
  en: {
    visit: 'Visit',
    timeline: 'Timeline',
    signature: 'Signature of record',
    notSignedIn: 'Not signed in.',
    signedIn: (at: string, by: string, gate: string) => `Signed in ${at} by ${by}${gate ? ` at ${gate}` : ''}.`,
    reception: 'reception',
    events: {
      appointed: 'Appointed',
      authorized: 'Authorised',
      refused: 'Refused',
      signedIn: 'Signed in',
      signedOut: 'Signed out',
      blacklisted: 'Refused: blacklist',
    } as Record<string, string>,
    fields: [
      'Visitor',
      'Phone',
      'Email',
      'Company',
      'ID number',
      'Visitor type',
      'Visit reason',
      'Host',
      'Department',
      'People',
      'Companions',
      'Plate number',
      'Belongings',
      'Card number',
      'Appointment',
      'Signed in',
      'Signed out',
      'Gate',
      'Status',
      'Remark',
    ],
  },
  zh: {
    visit: '访客记录',
    timeline: '时间线',
    signature: '签到记录',
    notSignedIn: '尚未签入。',
    signedIn: (at: string, by: string, gate: string) => `${at} 由 ${by}${gate ? `在${gate}` : ''}签入。`,
    reception: '前台',
    events: {
      appointed: '已预约',
      authorized: '已授权',
      refused: '已拒绝',
      signedIn: '已签入',
      signedOut: '已签出',
      blacklisted: '黑名单拒绝',
    } as Record<string, string>,
    fields: [
      '访客',
      '手机',
      '邮箱',
      '访客公司',
      '证件号',
      '访客类型',
      '拜访事由',
      '被访人',
      '部门',
      '人数',
      '随行人员',
      '车牌号',
      '携带物品',
      '卡号',
      '预约时间',
      '签入时间',
      '签出时间',
      '门岗',
      '状态',
      '备注',
    ],
  },
};

function fieldsOf(row: Row, startOfToday: number, language: Language): Array<[string, string]> {
  const values = [
    row.vname,
    row.vphone,
    row.vemail,
    row.vcompany,
    row.cardId ? maskIdNumber(row.cardId) : '',
    row.vType,
    row.visitType,
    row.empName,
    row.empDeptName,
    String(row.peopleCount),
    row.memberName,
    row.plateNum,
    row.belongings,
    row.cardNo,
    minuteOf(row.appointmentDate),
    minuteOf(row.visitdate),
    minuteOf(row.signOutDate),
    row.signInGate,
    statusWords[language][visitStatus(row, startOfToday)],
    row.remark,
  ];
  return words[language].fields.map((label, index) => [label, values[index] ?? '']);
}

function customFieldsOf(row: Row): Array<[string, string]> {
  try {
    const parsed: unknown = row.extendCol ? JSON.parse(row.extendCol) : {};
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
    return Object.entries(parsed as Record<string, unknown>).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]);
  } catch {
    return [];
  }
}

/** The visit's PDF, or null when the company has no such visit. */
export async function visitPdf(ctx: AppContext, grant: DownloadGrant, vid: number): Promise<Buffer | null> {
  const scope = { companyId: grant.companyId, subaccountId: grant.subjectKind === 'subaccount' ? grant.subjectId : 0 };
  const row = await visitInScope(ctx, scope, vid);
  if (!row) return null;
  const language: Language = grant.params.lang === 'zh' ? 'zh' : 'en';
  const say = words[language];
  const [events, company, photo] = await Promise.all([
    visitTimeline(ctx, grant.companyId, vid),
    companyView(ctx, grant.companyId),
    row.vphoto ? ownPicture(ctx, grant.companyId, row.vphoto) : Promise.resolve(null),
  ]);

  const fields = [...fieldsOf(row, today(ctx).startOfToday, language), ...customFieldsOf(row)];
  const page = { size: 'A4', margin: 48, title: `${row.vname} (${vid})`, subject: `${company.company} visit ${vid}` };
  return renderPdf(page, (doc) => {
    doc.fontSize(18).text(company.company);
    doc.fontSize(12).fillColor('#555').text(`${say.visit} ${vid} · ${row.listDay}`);
    doc.moveDown();
    const top = doc.y;
    if (photo) {
      try {
        doc.image(photo.content, doc.page.width - 48 - 120, top, { fit: [120, 150] });
      } catch {
        // A picture pdfkit cannot read is left out.
      }
    }
    doc.fillColor('#000').fontSize(16).text(row.vname, 48, top, { width: 320 });
    doc.moveDown(0.5);
    doc.fontSize(10);
    for (const [label, value] of fields) {
      const y = doc.y;
      doc.fillColor('#666').text(label, 48, y, { width: 110 });
      doc.fillColor('#000').text(value || '—', 165, y, { width: photo && y < top + 160 ? 200 : 380 });
      doc.moveDown(0.2);
    }

    doc.moveDown();
    doc.fontSize(13).fillColor('#000').text(say.timeline, 48);
    doc.fontSize(10);
    for (const event of events) {
      const details = [event.operator, event.gate, event.reason].filter(Boolean).join(' · ');
      doc.text(`${minuteOf(event.at)}  ${say.events[event.kind] ?? event.kind}${details ? `  ${details}` : ''}`, 48);
    }
    if (events.length === 0) doc.fillColor('#666').text('—', 48);

    doc.moveDown();
    doc.fontSize(13).fillColor('#000').text(say.signature, 48);
    doc.fontSize(10);
    doc.text(
      row.visitdate === null
        ? say.notSignedIn
        : say.signedIn(minuteOf(row.visitdate), row.signInOpName || say.reception, row.signInGate),
      48,
    );
    const line = doc.y + 30;
    doc.moveTo(48, line).lineTo(260, line).strokeColor('#999').stroke();
  });
}

/** GET /pdf/{date}_{vid}.pdf (and /qcvisit/pdf/…) by a VisitPdf ticket. */
export const visitPdfDownload: PdfDownload = {
  name: 'VisitPdf',
  paths: ['/pdf/', '/qcvisit/pdf/'],
  fileOf: (file) => {
    const match = pdfName.exec(file);
    return match ? { id: Number(match[2]), fileName: `${match[1]}_${Number(match[2])}.pdf` } : undefined;
  },
  render: visitPdf,
};
