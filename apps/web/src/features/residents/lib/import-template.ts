/* The residents' import template: a csv the server reads (its headers in the interface's language family). */

export const residentTemplateName = 'resident-import-template.csv';

const headers = {
  en: ['Name', 'Company', 'Phone', 'ID number', 'Start date', 'End date', 'Card number', 'Plate number', 'Remark'],
  zh: ['姓名', '公司', '手机号', '身份证号', '开始日期', '结束日期', '卡号', '车牌号', '备注'],
};
const example = ['Alex Chen', 'Example Builders', '13800000000', '', '2026-01-01', '2026-12-31', '', '', ''];

/** The template as a csv link: headers in Chinese for the Chinese interfaces, else English, and one example row. */
export function residentTemplateHref(language: string): string {
  const header = language === 'zh' || language === 'hk' ? headers.zh : headers.en;
  const csv = `${header.join(',')}\r\n${example.join(',')}\r\n`;
  // The byte-order mark makes Excel read the file as UTF-8, so Chinese headers stay readable.
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${csv}`)}`;
}
