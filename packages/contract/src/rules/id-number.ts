/*
 * The ID-number checker of spec section 5: 18-digit resident ID numbers, and
 * the 15-digit legacy ones, checked for region, birth date and check digit.
 */

export type IdNumberCheck = 'passed' | 'wrongLength' | 'badBirthDate' | 'badCheckDigit' | 'badRegion';

/** First two digits: the province-level region codes. */
const regionCodes = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65, 71,
  81, 82, 91,
]);

const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const checkCharacters = '10X98765432';

const isCalendarDay = (year: number, month: number, day: number) => {
  if (year < 1900 || year > 2099) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

export function checkIdNumber(value: string): IdNumberCheck {
  const idNumber = value.trim().toUpperCase();
  if (!regionCodes.has(Number(idNumber.slice(0, 2)))) return 'badRegion';
  if (idNumber.length === 15) {
    if (!/^\d{15}$/.test(idNumber)) return 'badBirthDate';
    const [year, month, day] = [
      1900 + Number(idNumber.slice(6, 8)),
      Number(idNumber.slice(8, 10)),
      Number(idNumber.slice(10, 12)),
    ];
    return isCalendarDay(year, month, day) ? 'passed' : 'badBirthDate';
  }
  if (idNumber.length === 18) {
    if (!/^\d{17}[\dX]$/.test(idNumber)) return 'badBirthDate';
    const [year, month, day] = [Number(idNumber.slice(6, 10)), Number(idNumber.slice(10, 12)), Number(idNumber.slice(12, 14))];
    if (!isCalendarDay(year, month, day)) return 'badBirthDate';
    const sum = weights.reduce((total, weight, index) => total + weight * Number(idNumber[index]), 0);
    return checkCharacters[sum % 11] === idNumber[17] ? 'passed' : 'badCheckDigit';
  }
  return 'wrongLength';
}

/** Shows the number's first 6 and last 4 characters only, as lists and exports do. */
export const maskIdNumber = (value: string) =>
  value.length <= 10 ? value.replace(/./g, '*') : `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}`;

/** The shape of a resident ID number: 15 digits, or 17 digits and a check digit or X. */
const idNumberShape = /^(\d{15}|\d{17}[\dX])$/i;

/**
 * Why a certificate number fails as a resident ID number, or undefined when
 * it passes or is no ID number. It is one when its type says idCard; without a
 * type (as the original console sends a blacklist entry) when it has the shape
 * of one. Other certificates are not checked.
 */
export function idCardProblem(value: string, certType?: string): Exclude<IdNumberCheck, 'passed'> | undefined {
  const number = value.trim();
  if (number === '') return undefined;
  if (certType === undefined ? !idNumberShape.test(number) : certType !== 'idCard') return undefined;
  const check = checkIdNumber(number);
  return check === 'passed' ? undefined : check;
}
