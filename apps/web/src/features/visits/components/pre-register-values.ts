import type { CertificateType } from '@vestibule/contract/entities/visit';
import type { ExtendVisitor } from '@vestibule/contract/entities/visitor-type';
import type { Dayjs } from 'dayjs';
import { customFieldTexts } from '../../../components/custom-fields';
import type { EmployeeChoice } from '../../../components/employee-select';

/* The pre-registration form's values, and how they become the call's visitors; which form field a reason of the server names. */

export interface VisitorValues {
  name: string;
  phone?: string;
  vemail?: string;
  certType: CertificateType;
  cardId?: string;
  vcompany?: string;
  plateNum?: string;
  belongings?: string;
  memberName?: string;
  vphoto?: string;
  remark?: string;
  /** The custom fields' values by fieldName. */
  extendCol?: Parameters<typeof customFieldTexts>[1];
}

export interface PreRegisterValues {
  host: EmployeeChoice | null;
  appointmentDate: Dayjs;
  visitType?: string;
  tid?: number;
  /** How the visitors are told: their invitation with its QR code and entry code, by mail or SMS, or not at all. */
  sendBy: SendBy;
  visitors: VisitorValues[];
  /** The visit's own door groups; only while the door group picker shows. */
  egids?: number[];
}

export type SendBy = 'email' | 'sms' | 'none';

/** A visitor without the chosen contact is registered all the same, and told nothing. */
export const sendTypeFor = (sendBy: SendBy, visitor: { phone: string; vemail: string }) =>
  (sendBy === 'email' && visitor.vemail) || (sendBy === 'sms' && visitor.phone) ? sendBy : 'none';

export const maxVisitors = 100;
export const illegalName = /[<>\p{Cc}]/u;
export const blank = (value: unknown) => typeof value !== 'string' || !value.trim();
export const newVisitor = (): Partial<VisitorValues> => ({ certType: 'idCard' });
export const blankVisitor = (visitor: Partial<VisitorValues> | undefined) =>
  blank(visitor?.name) && blank(visitor?.phone) && blank(visitor?.cardId);

/** The form's name of a field the server's reason names ("0.phone: …", "appointmentDate: …"). */
const topFields: Record<string, string> = {
  appointmentDate: 'appointmentDate',
  empid: 'host',
  visitType: 'visitType',
  vType: 'tid',
  tid: 'tid',
};
const visitorFields = new Set([
  'name',
  'phone',
  'certType',
  'cardId',
  'vcompany',
  'plateNum',
  'belongings',
  'memberName',
  'vphoto',
  'remark',
]);

/**
 * The form field a reason of the server names, if any. `extendKeys` are the
 * custom-field keys each visitor's extendCol list was sent with, so that
 * "0.extendCol.1: …" lands on the field its entry came from.
 */
export function serverFieldError(
  reason: string,
  extendKeys: ReadonlyArray<readonly string[]> = [],
): { name: Array<string | number>; error: string } | undefined {
  const extend = /^(?:atlist\.)?(\d+)\.extendCol\.(\d+):\s*(.+)$/s.exec(reason);
  const extendKey = extend && extendKeys[Number(extend[1])]?.[Number(extend[2])];
  if (extend && extendKey) return { name: ['visitors', Number(extend[1]), 'extendCol', extendKey], error: extend[3] ?? '' };
  const perVisitor = /^(?:atlist\.)?(\d+)\.(\w+):\s*(.+)$/s.exec(reason);
  if (perVisitor && visitorFields.has(perVisitor[2] ?? '')) {
    return { name: ['visitors', Number(perVisitor[1]), perVisitor[2] ?? ''], error: perVisitor[3] ?? '' };
  }
  const top = /^(?:(?:atlist\.)?\d+\.)?(\w+):\s*(.+)$/s.exec(reason);
  const field = top && topFields[top[1] ?? ''];
  return field && top ? { name: [field], error: top[2] ?? '' } : undefined;
}

export const trimmed = (value: string | undefined) => (value ?? '').trim();

/** A visitor's filled-in custom fields as the original clients' "key:value" list, which the server keeps as a JSON object. */
export function extendEntries(fields: readonly ExtendVisitor[], values: VisitorValues['extendCol']) {
  return Object.entries(customFieldTexts(fields, values))
    .map(([key, text]) => [key, text.trim()] as const)
    .filter(([, text]) => text !== '');
}
