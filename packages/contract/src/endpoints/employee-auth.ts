import { z } from 'zod';
import { callPaths } from '../call-paths.js';
import { adminOnly, endpoint } from '../endpoint.js';
import { employeeSchema } from '../entities/employee.js';
import { idOf, idsOf, phone, text } from '../fields.js';

/* Employee sign-in, activation and passwords (api-facts 4.1; spec: employees activate before first login). */

/** The company a phone belongs to, as the 668 answer and checkEmpInfo list it. */
export const employeeCompanySchema = z.object({ userid: z.number().int(), company: z.string() });

export const employeeLoginSchema = employeeSchema.extend({
  token: z.string(),
  /** The company's email. */
  pemail: z.string(),
  company: z.string(),
});

export type EmployeeLogin = z.infer<typeof employeeLoginSchema>;

const employeePassword = () => z.string().min(1, 'must not be empty').max(64, 'must be at most 64 characters');
/** The company picked after a 668 answer. */
const pickedCompany = () => idOf('company').optional();

/** resetEmpPwd serves two audiences: a body with empids is the Administrator's. */
const listsEmployees = (body: unknown) =>
  typeof body === 'object' && body !== null && 'empids' in body && (body as { empids?: unknown }).empids !== undefined;

export const employeeAuthEndpoints = {
  checkEmpInfo: endpoint({
    summary: 'The companies where a phone number belongs to an employee: the sign-in page asks which one when there are several.',
    roles: 'public',
    readOnly: true,
    rateLimit: 'signin',
    request: z.object({ phone: phone() }),
    response: z.array(employeeCompanySchema),
  }),
  empLogin: endpoint({
    summary:
      'Employee sign-in by phone and password after the captcha; 668 lists the companies to choose from when the phone is in several (retry with userid, the captcha still holds).',
    roles: 'public',
    rateLimit: 'signin',
    legacyScrambledPassword: 'empPwd',
    request: z.object({
      phone: phone(),
      empPwd: employeePassword(),
      digest: text(100).optional().default(''),
      userid: pickedCompany(),
    }),
    response: employeeLoginSchema,
  }),
  webActivateAccount: endpoint({
    summary: 'Activates an employee account: sets the first password with the code sent by SMS to its phone.',
    roles: 'public',
    rateLimit: 'signin',
    request: z.object({ phone: phone(), empPwd: employeePassword(), verifyCode: text(10), userid: pickedCompany() }),
    response: z.null(),
  }),
  updateEmpPwd: endpoint({
    summary: "Changes the signed-in employee's password; the employee's other sessions end.",
    roles: ['employee'],
    request: z.object({ empPwd: employeePassword(), oldEmpPwd: employeePassword() }),
    response: z.null(),
  }),
  resetEmpPwd: endpoint({
    summary: 'Forgot password: sets an employee password with the code sent by SMS to its phone.',
    roles: 'public',
    rateLimit: 'signin',
    selectedBy: (body) => !listsEmployees(body),
    request: z.object({ phone: phone(), empPwd: employeePassword(), verifyCode: text(10), userid: pickedCompany() }),
    response: z.null(),
  }),
  resetEmpPwdByAdministrator: endpoint({
    summary:
      'resetEmpPwd with empids, called by the Administrator: clears those passwords, so the employees activate again; their sessions end.',
    path: callPaths.resetEmpPwdByAdministrator,
    roles: adminOnly,
    selectedBy: listsEmployees,
    request: z.object({ empids: idsOf('employee', 1000, 1) }),
    response: z.null(),
  }),
};
