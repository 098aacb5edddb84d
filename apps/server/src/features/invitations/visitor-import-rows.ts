import { appointmentItemSchema, type ImportedVisitor, type ImportProblem, Status } from '@vestibule/contract';
import type { z } from 'zod';
import { unguardedCell } from '../../platform/spreadsheet-reader.js';

/*
 * A spreadsheet of visitors: the header texts that name its columns (en and
 * zh, with the hk and ja forms people type too) and its rows, checked by
 * addAppointment's own field rules so that a good row is one it takes.
 */

export type VisitorColumn = 'name' | 'phone' | 'email' | 'company';

export const visitorHeaderTexts: Record<VisitorColumn, readonly string[]> = {
  name: ['name', 'visitor', 'visitor name', 'full name', '姓名', '名字', '访客姓名', '訪客姓名', '氏名', '名前'],
  phone: [
    'phone',
    'mobile',
    'phone number',
    'mobile phone',
    'mobile number',
    'tel',
    'telephone',
    '手机',
    '手机号',
    '手机号码',
    '电话',
    '联系电话',
    '手機',
    '手機號碼',
    '電話',
    '聯絡電話',
    '電話番号',
    '携帯電話',
  ],
  email: [
    'email',
    'e-mail',
    'email address',
    'mail',
    '邮箱',
    '电子邮箱',
    '邮件',
    '电子邮件',
    '電郵',
    '電子郵件',
    '郵箱',
    'メール',
    'メールアドレス',
  ],
  company: [
    'company',
    'company name',
    'organisation',
    'organization',
    '公司',
    '公司名称',
    '单位',
    '访客公司',
    '公司名稱',
    '單位',
    '会社',
    '会社名',
  ],
};

/** A header names the visitor and at least one way to reach them. */
export const hasVisitorColumns = (columns: Partial<Record<VisitorColumn, number>>) =>
  columns.name !== undefined && (columns.phone !== undefined || columns.email !== undefined);

export interface ParsedVisitors {
  total: number;
  rows: ImportedVisitor[];
  bad: ImportProblem[];
}

const fields = appointmentItemSchema.shape;

/** The cell as addAppointment would read it (trimmed), or why it would refuse it, named by the column. */
function checked(column: VisitorColumn, schema: z.ZodType<string, unknown>, cell: string) {
  const parsed = schema.safeParse(cell);
  return parsed.success ? { value: parsed.data } : { problem: `${column}: ${parsed.error.issues[0]?.message ?? 'is not valid'}` };
}

// "138 0000 0021" and "138-0000-0021" are one phone.
const phoneKey = (phone: string) => phone.replace(/[\s-]/g, '');

/** Every data row that is not blank: a visitor addAppointment takes, or a problem naming the row. */
export function parseVisitorRows(
  rows: readonly string[][],
  columns: Partial<Record<VisitorColumn, number>>,
  firstRowNumber: number,
): ParsedVisitors {
  const parsed: ParsedVisitors = { total: 0, rows: [], bad: [] };
  const phoneRows = new Map<string, number>();
  for (const [index, cells] of rows.entries()) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    parsed.total += 1;
    const row = firstRowNumber + index;
    const cell = (column: VisitorColumn) => {
      const position = columns[column];
      return position === undefined ? '' : unguardedCell(cells[position] ?? '');
    };
    const name = checked('name', fields.name, cell('name'));
    const phone = checked('phone', fields.phone, cell('phone'));
    const vemail = checked('email', fields.vemail, cell('email'));
    const vcompany = checked('company', fields.vcompany, cell('company'));
    const problem = (status: number, reason: string) =>
      parsed.bad.push({ row, name: name.value ?? cell('name').trim(), status, reason });
    const invalid = name.problem ?? phone.problem ?? vemail.problem ?? vcompany.problem;
    if (invalid !== undefined) {
      problem(Status.invalidField, invalid);
      continue;
    }
    const visitor = {
      row,
      name: name.value ?? '',
      phone: phone.value ?? '',
      vemail: vemail.value ?? '',
      vcompany: vcompany.value ?? '',
    };
    if (!visitor.phone && !visitor.vemail) {
      problem(Status.invalidField, 'phone or email: give one to reach the visitor');
      continue;
    }
    const phoneRow = visitor.phone ? phoneRows.get(phoneKey(visitor.phone)) : undefined;
    if (phoneRow !== undefined) {
      problem(Status.phoneNotUnique, `phone: same as row ${phoneRow}`);
      continue;
    }
    if (visitor.phone) phoneRows.set(phoneKey(visitor.phone), row);
    parsed.rows.push(visitor);
  }
  return parsed;
}
