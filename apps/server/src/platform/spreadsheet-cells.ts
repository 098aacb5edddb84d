/* What every spreadsheet download shares. */

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Spreadsheet programs run a cell that starts like a formula; a leading apostrophe keeps it text. */
export const formulaSafe = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
