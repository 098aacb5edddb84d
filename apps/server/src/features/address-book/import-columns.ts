import { lowerCase } from '../../platform/text.js';

/* The address book's columns and the header texts (en and zh) that name them. */

export const importColumns = ['name', 'email', 'phone', 'department', 'empNo', 'position'] as const;
export type ImportColumn = (typeof importColumns)[number];

const requiredColumns: readonly ImportColumn[] = ['name', 'email', 'phone'];

const headerTexts: Record<ImportColumn, readonly string[]> = {
  name: ['name', 'employee name', '姓名', '员工姓名'],
  email: ['email', 'e-mail', 'email address', '邮箱', '电子邮箱', '邮件'],
  phone: ['phone', 'mobile', 'phone number', 'mobile phone', '手机', '手机号', '手机号码'],
  department: ['department', 'departments', 'department(s)', '部门'],
  empNo: ['work number', 'work no', 'work no.', 'employee number', 'empno', '工号'],
  position: ['position', 'job title', 'title', '职位', '职务'],
};

const columnOfHeader = new Map<string, ImportColumn>(
  importColumns.flatMap((column) => headerTexts[column].map((text) => [text, column] as [string, ImportColumn])),
);

// Templates often mark required columns with a star: "Name*", "* 姓名".
const headerKey = (cell: string) => lowerCase(cell.replace(/[*＊]/g, '').trim()).replace(/\s+/g, ' ');

export type ColumnPositions = Partial<Record<ImportColumn, number>> & Record<'name' | 'email' | 'phone', number>;

/** The first of the top rows that names the required columns, and where each known column is. */
export function locateHeader(rows: readonly string[][], searchRows: number): { index: number; columns: ColumnPositions } | null {
  for (const [index, row] of rows.slice(0, searchRows).entries()) {
    const columns: Partial<Record<ImportColumn, number>> = {};
    for (const [position, cell] of row.entries()) {
      const column = columnOfHeader.get(headerKey(cell));
      if (column && columns[column] === undefined) columns[column] = position;
    }
    if (requiredColumns.every((column) => columns[column] !== undefined)) return { index, columns: columns as ColumnPositions };
  }
  return null;
}
