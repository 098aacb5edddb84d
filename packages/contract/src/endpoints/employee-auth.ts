import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { employeeSchema } from '../entities/employee.js';
import { idOf, idsOf, optionalText, phone, text } from '../fields.js';

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
    summary:
      'Forgot password: sets an employee password with the SMS code (phone, empPwd, verifyCode). With an Administrator session and empids: clears those passwords, so the employees activate again.',
    roles: 'public',
    rateLimit: 'signin',
    request: z
      .object({
        phone: optionalText(20),
        empPwd: z.string().max(64, 'must be at most 64 characters').optional().default(''),
        verifyCode: optionalText(10),
        userid: pickedCompany(),
        empids: idsOf('employee', 1000).optional(),
      })
      .refine((body) => (body.empids?.length ?? 0) > 0 || (body.phone && body.empPwd && body.verifyCode), {
        message: 'give phone, empPwd and verifyCode, or empids',
        path: ['verifyCode'],
      })
      .refine((body) => (body.empids?.length ?? 0) > 0 || phone().safeParse(body.phone).success, {
        message: 'must be a valid phone number',
        path: ['phone'],
      }),
    response: z.null(),
  }),
};
