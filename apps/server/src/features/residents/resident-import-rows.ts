/*
 * The columns of a residents spreadsheet: the header texts that name each (en,
 * zh, hk and ja), and the day cells as spreadsheets hold them.
 */

export type ResidentColumn =
  | 'name'
  | 'phone'
  | 'company'
  | 'cardid'
  | 'cardNo'
  | 'startDate'
  | 'endDate'
  | 'leader'
  | 'department'
  | 'job'
  | 'area'
  | 'plateNum'
  | 'sex'
  | 'age'
  | 'remark';

export const residentHeaderTexts: Record<ResidentColumn, readonly string[]> = {
  name: ['name', 'full name', 'resident', '姓名', '名字', '氏名', '名前'],
  phone: [
    'phone',
    'mobile',
    'phone number',
    'mobile phone',
    'tel',
    '手机',
    '手机号',
    '手机号码',
    '电话',
    '手機',
    '手機號碼',
    '電話',
    '電話番号',
    '携帯電話',
  ],
  company: ['company', 'company name', 'employer', '公司', '公司名称', '单位', '公司名稱', '單位', '会社', '会社名'],
  cardid: [
    'id number',
    'id card',
    'id no',
    'identity number',
    '身份证',
    '身份证号',
    '身份证号码',
    '證件號碼',
    '身份證號碼',
    '身份證',
    '身分証番号',
    'id番号',
  ],
  cardNo: ['card number', 'card no', 'access card', '卡号', '门禁卡号', '卡號', '門禁卡號', 'カード番号'],
  startDate: ['start date', 'valid from', 'from', '开始日期', '生效日期', '開始日期', '生效日期', '開始日', '有効開始日'],
  endDate: ['end date', 'valid until', 'until', 'to', '结束日期', '截止日期', '結束日期', '終了日', '有効終了日'],
  leader: ['leader', 'supervisor', 'person in charge', '负责人', '带班人', '負責人', '責任者'],
  department: ['department', 'dept', '部门', '部門'],
  job: ['job', 'position', 'post', '职位', '岗位', '工种', '職位', '崗位', '職種', '役職'],
  area: ['area', 'work area', '区域', '工作区域', '區域', '工作區域', 'エリア', '作業エリア'],
  plateNum: [
    'plate',
    'plate number',
    'licence plate',
    'license plate',
    '车牌',
    '车牌号',
    '車牌',
    '車牌號',
    'ナンバー',
    '車両番号',
  ],
  sex: ['sex', 'gender', '性别', '性別'],
  age: ['age', '年龄', '年齡', '年齢'],
  remark: ['remark', 'remarks', 'note', '备注', '備註', '備考'],
};

/** A header names the resident and a way to find them at the desk. */
export const hasResidentColumns = (columns: Partial<Record<ResidentColumn, number>>) =>
  columns.name !== undefined && (columns.phone !== undefined || columns.cardid !== undefined);

const excelEpoch = Date.UTC(1899, 11, 30);
const dayMs = 86_400_000;

/** A day cell as YYYY-MM-DD when it is one: an Excel serial number, 2026/1/5, 2026.1.5; anything else as it is. */
export function dayCell(cell: string): string {
  const text = cell.trim();
  if (/^\d{5}(\.\d+)?$/.test(text)) return new Date(excelEpoch + Math.floor(Number(text)) * dayMs).toISOString().slice(0, 10);
  const parts = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(text);
  return parts ? `${parts[1]}-${parts[2]!.padStart(2, '0')}-${parts[3]!.padStart(2, '0')}` : text;
}

const sexWords: Record<string, number> = { male: 1, m: 1, 男: 1, 男性: 1, female: 2, f: 2, 女: 2, 女性: 2 };

/** A sex cell as the code (0 unknown, 1 male, 2 female), or the text for the rules to refuse. */
export const sexCell = (cell: string): string | number => {
  const text = cell.trim().toLowerCase();
  return text === '' ? 0 : (sexWords[text] ?? text);
};
