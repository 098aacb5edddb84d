import type { startSmsCatcher } from '../../apps/server/test/message-catchers.js';
import { callApiOk, type E2eCompany, passCaptcha } from './api.js';
import type { RunningServer } from './server.js';

/* An employee set up over HTTP the way a person does it: added, activated with the SMS code, signed in. */

export const employeePhone = '13812349876';
export const employeePassword = 'Inviter-Pass-2026';

/** Activates the employee with the SMS code and signs in over HTTP; the profile the console keeps. */
export async function signedInEmployee(
  server: RunningServer,
  sms: Awaited<ReturnType<typeof startSmsCatcher>>,
  company: E2eCompany,
) {
  await callApiOk(server.url, 'addEmployee', { employee_name: 'Ivy Inviter', phone: employeePhone }, company.token);
  await callApiOk(server.url, 'sendSmsCode', {
    phone: employeePhone,
    digest: await passCaptcha(server, { phone: employeePhone }),
  });
  // Set up before the tests run (no expect.poll there): wait for the gateway to receive the code.
  for (let waited = 0; !sms.received.some((message) => message.phone === employeePhone); waited += 100) {
    if (waited > 10_000) throw new Error('No activation SMS arrived');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const verifyCode = /\b(\d{6})\b/.exec(sms.received.find((message) => message.phone === employeePhone)!.text)![1]!;
  await callApiOk(server.url, 'webActivateAccount', { phone: employeePhone, empPwd: employeePassword, verifyCode });
  const digest = await passCaptcha(server, { phone: employeePhone });
  const login = await callApiOk<{ empid: number; token: string; userid: number; company: string; empName: string }>(
    server.url,
    'empLogin',
    { phone: employeePhone, empPwd: employeePassword, digest },
  );
  return {
    token: `${login.empid}-${login.token}`,
    userid: String(company.userid),
    id: String(login.empid),
    company: login.company,
    username: 'Ivy Inviter',
    loginType: '3',
  };
}
