import { AppError, type EmployeeLogin, Status } from '@vestibule/contract';
import type { Selectable } from 'kysely';
import { openSession, type Session } from '../../platform/auth/sessions.js';
import { assertOwnEmployees } from '../employees/employees.service.js';
import { deleteSessionsOfSubject } from '../../platform/auth/sessions.repo.js';
import type { AppContext } from '../../platform/context.js';
import { type EmployeeTable, employeeStates } from '../../platform/db/schema.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { findCompanyById } from '../account/account.repo.js';
import { findCaptcha } from '../auth/captcha.repo.js';
import { spendCaptcha } from '../auth/captcha.service.js';
import { assertNotLocked, forgetFailures, recordFailure } from '../auth/lockout.js';
import { assertPasswordFits } from '../auth/password-reset.service.js';
import { spendSmsCodeFor } from '../auth/sms-code.service.js';
import { withLinks } from '../employees/employee-links.js';
import { findEmployeeById, updateEmployee, updateEmployees } from '../employees/employees.repo.js';
import { ymdOf } from '../../platform/calendar.js';
import { deleteEmployeeSessions, findEmployeesOfPhone } from './employee-auth.repo.js';

const dayMs = 86_400_000;
// Sign-in failures count per phone: before a company is picked, the phone is all there is.
const signInLock = 'employee';
const passwordChangeLock = 'updateEmpPwd';

type PhoneMatch = Awaited<ReturnType<typeof findEmployeesOfPhone>>[number];

export async function companiesOfPhone(ctx: AppContext, phone: string) {
  return companyChoices(await findEmployeesOfPhone(ctx.database.db, phone));
}

/**
 * Employee sign-in. When the phone is in several companies and none was
 * picked, 668 lists them and the captcha stays unspent for the retry.
 */
export async function signInEmployee(
  ctx: AppContext,
  input: { phone: string; empPwd: string; digest: string; userid?: number },
  ip: string,
): Promise<EmployeeLogin> {
  const db = ctx.database.db;
  const matches = await findEmployeesOfPhone(db, input.phone);
  if (matches.length > 1 && input.userid === undefined) {
    await assertCaptchaPassed(ctx, input.digest, input.phone);
    throw new AppError(Status.companyNotUnique, undefined, companyChoices(matches));
  }
  await spendCaptcha(ctx, input.digest, input.phone);
  await assertNotLocked(ctx, signInLock, input.phone);
  const match = input.userid === undefined ? matches[0] : matches.find((row) => row.companyId === input.userid);
  if (!match) {
    await recordFailure(ctx, signInLock, input.phone);
    throw new AppError(Status.invalidUser);
  }
  if (!match.passwordHash) throw new AppError(Status.activateAccount);
  if (!(await verifyPassword(match.passwordHash, input.empPwd))) {
    await recordFailure(ctx, signInLock, input.phone);
    throw new AppError(Status.invalidPassword);
  }
  await forgetFailures(ctx, signInLock, input.phone);
  // State and validity are told only to someone who knows the password.
  if (match.empState !== employeeStates.enabled) throw new AppError(Status.accountDisabled);
  if (!withinValidity(match, ymdOf(ctx.clock.now()))) throw new AppError(Status.outsideValidity);
  const now = ctx.clock.now();
  if (match.companyPwdExpireDays > 0 && now - (match.passwordChangedAt ?? 0) > match.companyPwdExpireDays * dayMs) {
    throw new AppError(Status.passwordExpired);
  }
  const { token } = await openSession(ctx, { kind: 'employee', subjectId: match.id, companyId: match.companyId }, ip);
  const [employee] = await withLinks(db, match.companyId, [employeeRowOf(match)]);
  if (!employee) throw new AppError(Status.invalidUser);
  return { ...employee, token, pemail: match.companyEmail, company: match.companyName };
}

/** First password of an employee, proven by the SMS code sent to the phone. */
export async function activateEmployee(
  ctx: AppContext,
  input: { phone: string; empPwd: string; verifyCode: string; userid?: number },
): Promise<void> {
  const match = pickEmployee(await findEmployeesOfPhone(ctx.database.db, input.phone), input.userid);
  if (match.passwordHash) throw new AppError(Status.alreadyActivated);
  await setPasswordByCode(ctx, match, input);
}

/** Forgot password: a new password with the SMS code; the employee's sessions end. */
export async function resetEmployeePasswordByCode(
  ctx: AppContext,
  input: { phone: string; empPwd: string; verifyCode: string; userid?: number },
): Promise<void> {
  const match = pickEmployee(await findEmployeesOfPhone(ctx.database.db, input.phone), input.userid);
  await setPasswordByCode(ctx, match, input);
  await deleteSessionsOfSubject(ctx.database.db, 'employee', match.id);
}

/** The Administrator sends employees back to activation: passwords cleared, sessions ended. */
export async function clearEmployeePasswords(ctx: AppContext, companyId: number, empids: readonly number[]): Promise<void> {
  const own = await assertOwnEmployees(ctx.database.db, companyId, empids, 'empids');
  await updateEmployees(ctx.database.db, companyId, own, { passwordHash: null, passwordChangedAt: null });
  await deleteEmployeeSessions(ctx.database.db, companyId, own);
}

/** Wrong old passwords count towards a lockout of their own (67). */
export async function changeEmployeePassword(ctx: AppContext, session: Session, input: { empPwd: string; oldEmpPwd: string }) {
  const db = ctx.database.db;
  const employee = await findEmployeeById(db, session.companyId, session.subjectId);
  const company = await findCompanyById(db, session.companyId);
  if (!employee || !company) throw new AppError(Status.invalidUser);
  const account = String(employee.id);
  await assertNotLocked(ctx, passwordChangeLock, account);
  if (!employee.passwordHash || !(await verifyPassword(employee.passwordHash, input.oldEmpPwd))) {
    await recordFailure(ctx, passwordChangeLock, account);
    throw new AppError(Status.invalidPassword, 'The old password is wrong', 'oldEmpPwd');
  }
  assertPasswordFits(input.empPwd, company.pwdPolicy, 'empPwd');
  await forgetFailures(ctx, passwordChangeLock, account);
  const now = ctx.clock.now();
  await updateEmployee(db, session.companyId, employee.id, {
    passwordHash: await hashPassword(input.empPwd),
    passwordChangedAt: now,
    updatedAt: now,
  });
  // Devices signed in with the old password are signed out.
  await deleteSessionsOfSubject(db, 'employee', employee.id, session.id);
}

async function setPasswordByCode(
  ctx: AppContext,
  match: PhoneMatch,
  input: { phone: string; empPwd: string; verifyCode: string },
) {
  assertPasswordFits(input.empPwd, match.companyPwdPolicy, 'empPwd');
  await spendSmsCodeFor(ctx, input.phone, input.verifyCode);
  const now = ctx.clock.now();
  await updateEmployee(ctx.database.db, match.companyId, match.id, {
    passwordHash: await hashPassword(input.empPwd),
    passwordChangedAt: now,
    updatedAt: now,
  });
}

/** The employee a phone names: 1 when none, 668 with the choices when several and none was picked. */
function pickEmployee(matches: PhoneMatch[], userid: number | undefined): PhoneMatch {
  if (matches.length > 1 && userid === undefined) {
    throw new AppError(Status.companyNotUnique, undefined, companyChoices(matches));
  }
  const match = userid === undefined ? matches[0] : matches.find((row) => row.companyId === userid);
  if (!match) throw new AppError(Status.invalidUser);
  return match;
}

const companyChoices = (matches: PhoneMatch[]) => matches.map((row) => ({ userid: row.companyId, company: row.companyName }));

/** Same checks as spendCaptcha, but the captcha stays usable. */
async function assertCaptchaPassed(ctx: AppContext, digest: string, phone: string): Promise<void> {
  if (!ctx.config.captcha) return;
  const row = digest ? await findCaptcha(ctx.database.db, digest) : undefined;
  const valid = row && row.usedAt === null && row.passedAccount === phone.trim() && (row.passedUntil ?? 0) >= ctx.clock.now();
  if (!valid) throw new AppError(Status.invalidCode);
}

/** Days as stored (YYYY-MM-DD) compare in calendar order. */
const withinValidity = (employee: { startDate: string; endDate: string }, today: string) =>
  (employee.startDate === '' || employee.startDate <= today) && (employee.endDate === '' || today <= employee.endDate);

function employeeRowOf(match: PhoneMatch): Selectable<EmployeeTable> {
  const { companyName: _name, companyEmail: _email, companyPwdPolicy: _policy, companyPwdExpireDays: _expiry, ...row } = match;
  return row;
}
