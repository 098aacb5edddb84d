import ExcelJS from 'exceljs';

/* The import template: the columns checkEmpImport reads, with one example row. */

const columns = [
  { header: 'name', example: 'Alex Chen', width: 20 },
  { header: 'email', example: 'alex.chen@example.com', width: 30 },
  { header: 'phone', example: '13800000000', width: 18 },
  { header: 'department', example: 'Sales', width: 24 },
  { header: 'work number', example: 'E0001', width: 14 },
  { header: 'position', example: 'Account manager', width: 20 },
];

let template: Promise<Buffer> | undefined;

/** Built once per process: it never changes. */
export function importTemplate(): Promise<Buffer> {
  template ??= buildTemplate();
  return template;
}

async function buildTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Employees');
  sheet.columns = columns.map(({ header, width }, index) => ({ header, key: String(index), width }));
  // Phone and work number are text: typed into a number cell, "0…" numbers lose their leading zeros.
  for (const column of [3, 5]) sheet.getColumn(column).numFmt = '@';
  sheet.addRow(columns.map((column) => column.example));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
