import type { Visit } from '@vestibule/contract/entities/visit';
import { type ExtendVisitor, visitReasonsFieldName, type VisitorType } from '@vestibule/contract/entities/visitor-type';
import type { RequestOf } from '../../lib/api-client';
import { customFieldTexts } from '../custom-fields';

/*
 * The walk-in form's pure part, the same at the tablet and the terminal: what
 * UpdatePhoto is sent, what a returning visitor's last visit fills in, and
 * which custom fields the form asks.
 */

export type WalkInRequest = RequestOf<'UpdatePhoto'>;

export interface WalkInHost {
  empid: number;
  empName: string;
}

export interface WalkInValues {
  tid?: number;
  name: string;
  /** The visitor's contact: the tablet asks the phone before the form, the terminal in it. */
  phone?: string;
  cardId?: string;
  host?: WalkInHost;
  visitType?: string;
  extendCol?: Parameters<typeof customFieldTexts>[1];
  peopleCount?: number | null;
  /** Names of the people who come along, one a field. */
  members?: Array<string | undefined>;
  photoUrl?: string;
}

/** The team's other members' names as the visit keeps them, comma-separated; only as many as come along. */
export function memberNames(peopleCount: number, members: ReadonlyArray<string | undefined> = []): string {
  return members
    .slice(0, Math.max(0, peopleCount - 1))
    .map((name) => (name ?? '').trim().replace(/,/g, ' '))
    .filter(Boolean)
    .join(',');
}

/** The custom fields the walk-in form asks of a type: shown ones, without the visit reason (asked on its own). */
export const walkInFields = (fields: readonly ExtendVisitor[]) =>
  fields.filter((field) => field.isDisplay !== 0 && field.fieldName !== visitReasonsFieldName);

/** The UpdatePhoto body of a filled-in form. */
export function walkInRequest(
  values: WalkInValues,
  types: readonly VisitorType[],
  fields: readonly ExtendVisitor[],
): WalkInRequest {
  const type = types.find((candidate) => candidate.tid === values.tid);
  const peopleCount = Math.max(1, Math.floor(values.peopleCount ?? 1));
  const cardId = (values.cardId ?? '').trim();
  const extendCol = Object.entries(customFieldTexts(fields, values.extendCol))
    .map(([key, text]) => [key, text.trim()] as const)
    .filter(([, text]) => text !== '')
    .map(([key, text]) => `${key}:${text}`);
  return {
    name: values.name.trim(),
    phone: (values.phone ?? '').trim(),
    ...(cardId ? { cardId } : {}),
    ...(values.host ? { empid: values.host.empid } : {}),
    ...(type ? { tid: type.tid, vType: type.vType } : {}),
    visitType: (values.visitType ?? '').trim(),
    photoUrl: values.photoUrl ?? '',
    peopleCount,
    memberName: memberNames(peopleCount, values.members),
    extendCol,
  };
}

/** A visit's custom fields (JSON text) as form values; only plain texts, which every input type but dates takes. */
function extendValues(extendCol: string, fields: readonly ExtendVisitor[]): Record<string, string | string[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(extendCol || '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const values: Record<string, string | string[]> = {};
  for (const field of fields) {
    const value = (parsed as Record<string, unknown>)[field.fieldName];
    if (typeof value !== 'string' || value === '' || field.inputType === 'date') continue;
    values[field.fieldName] = field.inputType === 'checkbox' ? value.split(',') : value;
  }
  return values;
}

/** What a returning visitor's last visit fills in: name, host, type, reason, custom fields and photo. */
export function prefillFrom(visit: Visit, types: readonly VisitorType[], fields: readonly ExtendVisitor[]): WalkInValues {
  const type =
    types.find((candidate) => candidate.tid === visit.tid) ?? types.find((candidate) => candidate.vType === visit.vType);
  return {
    name: visit.vname,
    ...(visit.empid > 0 ? { host: { empid: visit.empid, empName: visit.empName } } : {}),
    ...(type ? { tid: type.tid } : {}),
    visitType: visit.visitType,
    extendCol: extendValues(visit.extendCol, fields),
    photoUrl: visit.vphoto,
    peopleCount: 1,
  };
}
