import { createHash } from 'node:crypto';
import {
  AppError,
  defaultVisitReasons,
  type ExtendVisitor,
  fieldNamePattern,
  type SignInFormSetting,
  signInFormSetting,
  Status,
  type VisitorType,
  visitReasonsFieldName,
} from '@vestibule/contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../platform/context.js';
import { searchKey } from '../../platform/db/portable.js';
import type { VisitorExtendTable, VisitorTypeTable } from '../../platform/db/schema.js';
import { type TrainingChoice, trainingColumns } from './training-choice.service.js';
import {
  deleteCompanyCustomFields,
  deleteCustomField,
  deleteCustomFieldsOfType,
  deleteVisitorTypeRow,
  findCompanyField,
  findCustomFieldById,
  findCustomFieldIdByName,
  findVisitorTypeById,
  findVisitorTypeIdByKey,
  insertCustomField,
  insertVisitorType,
  listCustomFields,
  listRequiredFields,
  listVisitorTypes,
  renameCustomFieldsType,
  updateCustomField,
  updateVisitorTypeRow,
  upsertCompanyField,
} from './visitor-types.repo.js';

const invalid = (field: string, rule: string) => new AppError(Status.invalidField, `${field}: ${rule}`, field);
const noRecord = (field: string) => new AppError(Status.noRecord, `${field}: no such record`, field);

const typeView = (row: Selectable<VisitorTypeTable>): VisitorType => ({
  tid: row.id,
  userid: row.companyId,
  vType: row.vType,
  povDays: row.povDays,
  qid: row.qid,
  tvid: row.tvid,
  category: row.category,
  gateType: row.gateType,
  refuseRestDay: row.refuseRestDay,
  refuseWeekend: row.refuseWeekend,
  refuseOutsideHours: row.refuseOutsideHours,
  egids: row.egids,
  // A value written by hand in the database asks for no form rather than breaking the list.
  signInForm: signInFormSetting.catch('').parse(row.signInForm),
});

const fieldView = (row: Selectable<VisitorExtendTable>): ExtendVisitor => ({
  eid: row.id,
  userid: row.companyId,
  displayName: row.displayName,
  fieldName: row.fieldName,
  inputType: row.inputType,
  inputValue: row.inputValue,
  inputOrder: row.inputOrder,
  required: row.required,
  placeholder: row.placeholder,
  isDisplay: row.isDisplay,
  eType: row.eType,
});

/* ---- visitor types ---- */

export async function visitorTypes(ctx: AppContext, companyId: number, filter: { vType: string; category?: number }) {
  const rows = await listVisitorTypes(ctx.database.db, companyId, {
    ...(filter.vType === '' ? {} : { vType: filter.vType }),
    ...(filter.category === undefined ? {} : { category: filter.category }),
  });
  return rows.map(typeView);
}

/** The company's visitor type, or 104 naming tid: for features that take a visitor type. */
export async function visitorTypeById(ctx: AppContext, companyId: number, tid: number): Promise<VisitorType> {
  const row = await findVisitorTypeById(ctx.database.db, companyId, tid);
  if (!row) throw new AppError(Status.visitorTypeMissing, 'tid: no such visitor type', 'tid');
  return typeView(row);
}

/** The company's visitor type named by tid, or else by its name; undefined when the company has none such. */
export async function findOwnVisitorType(ctx: AppContext, companyId: number, named: { tid: number; vType: string }) {
  const db = ctx.database.db;
  const tid = named.tid || (await findVisitorTypeIdByKey(db, companyId, searchKey(named.vType)));
  const row = tid ? await findVisitorTypeById(db, companyId, tid) : undefined;
  return row ? typeView(row) : undefined;
}

async function ownVisitorType(ctx: AppContext, companyId: number, tid: number) {
  const row = await findVisitorTypeById(ctx.database.db, companyId, tid);
  if (!row) throw noRecord('tid');
  return row;
}

const nameTaken = () =>
  new AppError(Status.visitorTypeExists, 'vType: the company already has a visitor type of that name', 'vType');

export async function addVisitorType(
  ctx: AppContext,
  companyId: number,
  input: { vType: string; povDays: number; category: number; egids: number[]; signInForm: SignInFormSetting } & TrainingChoice,
) {
  const db = ctx.database.db;
  const vTypeKey = searchKey(input.vType);
  if (await findVisitorTypeIdByKey(db, companyId, vTypeKey)) throw nameTaken();
  const training = await trainingColumns(ctx, companyId, { qid: input.qid, tvid: input.tvid });
  const tid = await insertVisitorType(db, {
    ...training,
    companyId,
    vType: input.vType,
    vTypeKey,
    povDays: input.povDays,
    category: input.category,
    egids: input.egids.join(','),
    signInForm: input.signInForm,
    createdAt: ctx.clock.now(),
  });
  return { tid };
}

/** Renames a type; its custom fields follow the name. Door groups and a sign-in form given replace the type's. */
export async function renameVisitorType(
  ctx: AppContext,
  companyId: number,
  tid: number,
  vType: string,
  egids?: number[],
  signInForm?: SignInFormSetting,
  training: TrainingChoice = {},
) {
  const db = ctx.database.db;
  const type = await ownVisitorType(ctx, companyId, tid);
  const trainingChange = await trainingColumns(ctx, companyId, training);
  const vTypeKey = searchKey(vType);
  const holder = await findVisitorTypeIdByKey(db, companyId, vTypeKey);
  if (holder !== undefined && holder !== tid) throw nameTaken();
  if (egids) await updateVisitorTypeRow(db, companyId, tid, { egids: egids.join(',') });
  if (signInForm !== undefined) await updateVisitorTypeRow(db, companyId, tid, { signInForm });
  if (Object.keys(trainingChange).length > 0) await updateVisitorTypeRow(db, companyId, tid, trainingChange);
  if (type.vType === vType) return;
  await updateVisitorTypeRow(db, companyId, tid, { vType, vTypeKey });
  await renameCustomFieldsType(db, companyId, type.vType, vType);
}

export async function removeVisitorType(ctx: AppContext, companyId: number, tid: number) {
  const db = ctx.database.db;
  const type = await ownVisitorType(ctx, companyId, tid);
  await deleteCustomFieldsOfType(db, companyId, type.vType);
  await deleteVisitorTypeRow(db, companyId, tid);
}

/** When visits of the type are refused at sign-in (features/holidays/pass-rules.service.ts enforces them). */
export async function setVisitorTypeRules(
  ctx: AppContext,
  companyId: number,
  tid: number,
  rules: { refuseRestDay: number; refuseWeekend: number; refuseOutsideHours: number },
) {
  await ownVisitorType(ctx, companyId, tid);
  await updateVisitorTypeRow(ctx.database.db, companyId, tid, rules);
}

/* ---- custom fields ---- */

export interface CustomFieldInput {
  displayName: string;
  fieldName: string;
  inputType: string;
  inputValue: string;
  inputOrder: number;
  required: number;
  placeholder: string;
  isDisplay: number;
  eType: string;
}

/** A key for a field from its label: camelCase of its Latin letters and digits, else one made from a hash of the label. */
export function fieldNameFor(displayName: string): string {
  const words = displayName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const key = words
    .map((word, index) => (index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()))
    .join('')
    .slice(0, 40);
  if (fieldNamePattern.test(key)) return key;
  return `field_${createHash('sha256').update(displayName).digest('hex').slice(0, 10)}`;
}

/** The custom fields of the company; a non-empty eType narrows to that type's own. */
export async function customFields(ctx: AppContext, companyId: number, eType: string) {
  const rows = await listCustomFields(ctx.database.db, companyId, eType === '' ? undefined : [eType], visitReasonsFieldName);
  return rows.map(fieldView);
}

/** The fields shown on the visitor form of a type: its own and those of every type, in form order. */
export async function customFieldsFor(ctx: AppContext, companyId: number, vType: string): Promise<ExtendVisitor[]> {
  const rows = await listCustomFields(ctx.database.db, companyId, vType === '' ? [''] : [vType, ''], visitReasonsFieldName);
  return rows.map(fieldView);
}

/**
 * The first field the visitor form of a type shows as required that the
 * values (the visit's custom fields, stored JSON text) leave blank.
 */
export async function blankRequiredField(ctx: AppContext, companyId: number, vType: string, extendCol: string) {
  let values: Record<string, unknown> = {};
  try {
    const parsed: unknown = extendCol ? JSON.parse(extendCol) : {};
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) values = parsed as Record<string, unknown>;
  } catch {
    // Text that is not JSON fills no field.
  }
  const fields = await listRequiredFields(ctx.database.db, companyId, vType, visitReasonsFieldName);
  return fields.find((field) => String(values[field.fieldName] ?? '').trim() === '');
}

interface FieldTarget {
  /** The field being changed. */
  eid?: number;
  /** Its key, kept when the change leaves fieldName empty. */
  currentName?: string;
  /** Where the field sits in a list body ("2."), so a refusal names the item. */
  at?: string;
}

/** Checks a field's values; answers the row to write, with eType in the type's own spelling. */
async function fieldRow(ctx: AppContext, companyId: number, input: CustomFieldInput, target: FieldTarget = {}) {
  const db = ctx.database.db;
  const { eid, currentName, at = '' } = target;
  let eType = '';
  if (input.eType !== '') {
    const tid = await findVisitorTypeIdByKey(db, companyId, searchKey(input.eType));
    if (tid === undefined) throw new AppError(Status.visitorTypeMissing, `${at}eType: no such visitor type`, `${at}eType`);
    eType = (await findVisitorTypeById(db, companyId, tid))!.vType;
  }
  const fieldName = input.fieldName || currentName || fieldNameFor(input.displayName);
  if (fieldName === visitReasonsFieldName) {
    throw invalid(`${at}fieldName`, `${visitReasonsFieldName} is kept for the visit reasons`);
  }
  const holder = await findCustomFieldIdByName(db, companyId, fieldName, eType);
  if (holder !== undefined && holder !== eid) {
    throw invalid(`${at}fieldName`, `the form already has a field named ${fieldName}`);
  }
  return {
    displayName: input.displayName,
    fieldName,
    inputType: input.inputType,
    inputValue: input.inputValue,
    inputOrder: input.inputOrder,
    required: input.required,
    placeholder: input.placeholder,
    isDisplay: input.isDisplay,
    eType,
  };
}

export async function addCustomField(ctx: AppContext, companyId: number, input: CustomFieldInput) {
  const row = await fieldRow(ctx, companyId, input);
  return { eid: await insertCustomField(ctx.database.db, { companyId, ...row, createdAt: ctx.clock.now() }) };
}

/**
 * The company's custom fields become exactly the listed ones (the visit
 * reasons stay). The call's transaction makes it all or nothing: a refused
 * item leaves the old list as it was.
 */
export async function replaceCustomFields(ctx: AppContext, companyId: number, inputs: readonly CustomFieldInput[]) {
  const db = ctx.database.db;
  await deleteCompanyCustomFields(db, companyId, visitReasonsFieldName);
  const added = [];
  for (const [index, input] of inputs.entries()) {
    // Written one by one, so a later item that repeats an earlier key is refused like a clash with a stored field.
    const row = await fieldRow(ctx, companyId, input, { at: `${index}.` });
    added.push({ eid: await insertCustomField(db, { companyId, ...row, createdAt: ctx.clock.now() }) });
  }
  return added;
}

async function ownCustomField(ctx: AppContext, companyId: number, eid: number) {
  const row = await findCustomFieldById(ctx.database.db, companyId, eid);
  if (!row || (row.fieldName === visitReasonsFieldName && row.eType === '')) throw noRecord('eid');
  return row;
}

/** Changes a field; an empty fieldName keeps its key, so values already recorded under it stay readable. */
export async function editCustomField(ctx: AppContext, companyId: number, eid: number, input: CustomFieldInput) {
  const current = await ownCustomField(ctx, companyId, eid);
  const row = await fieldRow(ctx, companyId, input, { eid, currentName: current.fieldName });
  await updateCustomField(ctx.database.db, companyId, eid, row);
}

export async function removeCustomField(ctx: AppContext, companyId: number, eid: number) {
  await ownCustomField(ctx, companyId, eid);
  await deleteCustomField(ctx.database.db, companyId, eid);
}

/* ---- visit reasons ---- */

export async function visitReasons(ctx: AppContext, companyId: number) {
  const stored = await findCompanyField(ctx.database.db, companyId, visitReasonsFieldName);
  return { inputValue: stored?.inputValue ?? defaultVisitReasons.join(',') };
}

export async function saveVisitReasons(ctx: AppContext, companyId: number, reasons: readonly string[]) {
  await upsertCompanyField(ctx.database.db, {
    companyId,
    displayName: 'Visit type',
    fieldName: visitReasonsFieldName,
    inputType: 'select',
    inputValue: reasons.join(','),
    eType: '',
    createdAt: ctx.clock.now(),
  });
}
