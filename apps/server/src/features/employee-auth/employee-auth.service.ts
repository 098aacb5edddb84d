import { AppError, type EmployeeLogin, Status } from '@vestibule/contract';
import type { Selectable } from 'kysely';
import { endSessionsOf, openSession } from '../../platform/auth/sessions.js';
import type { Session } from '../../platform/auth/session.js';
import { ymdOf } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import { type EmployeeTable, employeeStates } from '../../platform/db/schema.js';
import { clientAddress } from '../../platform/http/client-address.js';
import { hashPassword } from '../../platform/passwords.js';
import { companyPasswordPolicy } from '../account/account.service.js';
import { assertCaptchaPassed, spendCaptcha } from '../auth/captcha.service.js';
import {
  type Attempt,
  assertNotLocked,
  forgetFailures,
  lockoutRuleOf,
  recordFailure,
  signedIn,
  signInKinds,
} from '../../platform/auth/lockout.js';
import { assertPasswordFits, passwordMatches } from '../../platform/auth/password-check.js';
import { voidResetSecrets } from '../../platform/auth/reset-secrets.js';
import { spendSmsCodeFor } from '../auth/sms-code.service.js';
import { assertOwnEmployees, employeePhones, employeeRecord, employeeViews } from '../employees/employee-lookup.service.js';
import { removeEmployeePasswords, setEmployeePassword } from '../employees/employees.service.js';
import { findEmployeeOfCompany, findEmployeesOfPhone } from './employee-auth.repo.js';

const dayMs = 86_400_000;
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
  userAgent = '',
): Promise<EmployeeLogin> {
  const db = ctx.database.db;
  // Failures count per phone: before a company is picked, the phone is all there is.
  const attempt: Attempt = { kind: signInKinds.employee, account: input.phone, address: clientAddress(ip) };
  const matches = await findEmployeesOfPhone(db, input.phone);
  if (matches.length > 1 && input.userid === undefined) {
    await assertCaptchaPassed(ctx, input.digest, input.phone);
    throw new AppError(Status.companyNotUnique, undefined, companyChoices(matches));
  }
  await spendCaptcha(ctx, input.digest, input.phone);
  const match = input.userid === undefined ? matches[0] : matches.find((row) => row.companyId === input.userid);
  await assertNotLocked(ctx, attempt, lockoutRuleOf(match ? [lockoutOf(match)] : []));
  if (match && !match.passwordHash) throw new AppError(Status.activateAccount);
  if (!(await passwordMatches(match?.passwordHash, input.empPwd))) {
    await recordFailure(ctx, attempt);
    throw new AppError(match ? Status.invalidPassword : Status.invalidUser);
  }
  if (!match) throw new AppError(Status.invalidUser);
  await forgetFailures(ctx, attempt);
  // State and validity are told only to someone who knows the password.
  if (match.empState !== employeeStates.enabled) throw new AppError(Status.accountDisabled);
  if (!withinValidity(match, ymdOf(ctx.clock.now()))) throw new AppError(Status.outsideValidity);
  const now = ctx.clock.now();
  if (match.companyPwdExpireDays > 0 && now - (match.passwordChangedAt ?? 0) > match.companyPwdExpireDays * dayMs) {
    throw new AppError(Status.passwordExpired);
  }
  const { token } = await openSession(ctx, { kind: 'employee', subjectId: match.id, companyId: match.companyId }, ip, userAgent);
  const [employee] = await employeeViews(ctx, match.companyId, [employeeRowOf(match)]);
  if (!employee) throw new AppError(Status.invalidUser);
  return { ...employee, token, pemail: match.companyEmail, company: match.companyName };
}

/** empLogin's answer for an employee whom another proof (single sign-on) identified; the same state and validity rules. */
export async function signInEmployeeVouchedFor(
  ctx: AppContext,
  companyId: number,
  empid: number,
  ip: string,
): Promise<EmployeeLogin> {
  const match = await findEmployeeOfCompany(ctx.database.db, companyId, empid);
  if (!match) throw new AppError(Status.invalidUser);
  if (match.empState !== employeeStates.enabled) throw new AppError(Status.accountDisabled);
  if (!withinValidity(match, ymdOf(ctx.clock.now()))) throw new AppError(Status.outsideValidity);
  const { token } = await openSession(ctx, { kind: 'employee', subjectId: match.id, companyId }, ip);
  const [employee] = await employeeViews(ctx, companyId, [employeeRowOf(match)]);
  if (!employee) throw new AppError(Status.invalidUser);
  return { ...employee, token, pemail: match.companyEmail, company: match.companyName };
}

/** First password of an employee, proven by the SMS code sent to the phone. */
export async function activateEmployee(
  ctx: AppContext,
  input: { phone: string; empPwd: string; verifyCode: string; userid?: number },
  ip: string,
): Promise<void> {
  const match = pickEmployee(await findEmployeesOfPhone(ctx.database.db, input.phone), input.userid);
  if (match.passwordHash) throw new AppError(Status.alreadyActivated);
  await setPasswordByCode(ctx, match, input, ip);
}

/** Forgot password: a new password with the SMS code; the employee's sessions end. */
export async function resetEmployeePasswordByCode(
  ctx: AppContext,
  input: { phone: string; empPwd: string; verifyCode: string; userid?: number },
  ip: string,
): Promise<void> {
  const match = pickEmployee(await findEmployeesOfPhone(ctx.database.db, input.phone), input.userid);
  await setPasswordByCode(ctx, match, input, ip);
  await endSessionsOf(ctx, 'employee', match.companyId, [match.id]);
}

/** The Administrator sends employees back to activation: passwords cleared, codes sent before void, sessions ended. */
export async function clearEmployeePasswords(ctx: AppContext, companyId: number, empids: readonly number[]): Promise<void> {
  const own = await assertOwnEmployees(ctx, companyId, empids, 'empids');
  await removeEmployeePasswords(ctx, companyId, own);
  for (const phone of await employeePhones(ctx, companyId, own)) await voidResetSecrets(ctx, { phone });
  await endSessionsOf(ctx, 'employee', companyId, own);
}

/** Wrong old passwords count towards a lockout of their own (67). */
export async function changeEmployeePassword(ctx: AppContext, session: Session, input: { empPwd: string; oldEmpPwd: string }) {
  const employee = await employeeRecord(ctx, session.companyId, session.subjectId);
  const pwdPolicy = await companyPasswordPolicy(ctx, session.companyId);
  if (!employee || pwdPolicy === undefined) throw new AppError(Status.invalidUser);
  const attempt: Attempt = { kind: passwordChangeLock, account: String(employee.id), address: signedIn };
  await assertNotLocked(ctx, attempt);
  if (!(await passwordMatches(employee.passwordHash, input.oldEmpPwd))) {
    await recordFailure(ctx, attempt);
    throw new AppError(Status.invalidPassword, 'The old password is wrong', 'oldEmpPwd');
  }
  assertPasswordFits(input.empPwd, pwdPolicy, 'empPwd');
  await forgetFailures(ctx, attempt);
  await setEmployeePassword(ctx, session.companyId, employee.id, await hashPassword(input.empPwd));
  await voidResetSecrets(ctx, { phone: employee.empPhone });
  // Devices signed in with the old password are signed out.
  await endSessionsOf(ctx, 'employee', session.companyId, [employee.id], session.id);
}

/** Sets the password with the SMS code; codes sent earlier to the phone stop working. */
async function setPasswordByCode(
  ctx: AppContext,
  match: PhoneMatch,
  input: { phone: string; empPwd: string; verifyCode: string },
  ip: string,
) {
  assertPasswordFits(input.empPwd, match.companyPwdPolicy, 'empPwd');
  await spendSmsCodeFor(ctx, input.phone, input.verifyCode, clientAddress(ip));
  await setEmployeePassword(ctx, match.companyId, match.id, await hashPassword(input.empPwd));
  await voidResetSecrets(ctx, { phone: input.phone });
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

const lockoutOf = (match: PhoneMatch) => ({ lockThreshold: match.companyLockThreshold, lockMinutes: match.companyLockMinutes });

const companyChoices = (matches: PhoneMatch[]) => matches.map((row) => ({ userid: row.companyId, company: row.companyName }));

/** Days as stored (YYYY-MM-DD) compare in calendar order. */
const withinValidity = (employee: { startDate: string; endDate: string }, today: string) =>
  (employee.startDate === '' || employee.startDate <= today) && (employee.endDate === '' || today <= employee.endDate);

function employeeRowOf(match: PhoneMatch): Selectable<EmployeeTable> {
  const {
    companyName: _name,
    companyEmail: _email,
    companyPwdPolicy: _policy,
    companyPwdExpireDays: _expiry,
    companyLockThreshold: _threshold,
    companyLockMinutes: _minutes,
    ...row
  } = match;
  return row;
}
