import { callApiOk, type E2eCompany } from './api.js';
import type { RunningServer } from './server.js';

/* Visits set up over HTTP, the way the console makes them. */

/** Adds the employee the visitors come to see; their empid. */
export async function addHost(server: RunningServer, company: E2eCompany): Promise<number> {
  const host = { employee_name: 'Eve Host', phone: '13812340001' };
  return (await callApiOk<{ empid: number }>(server.url, 'addEmployee', host, company.token)).empid;
}

/** Pre-registers a visitor a few minutes from now and signs them in (`signIn`: more of the sign-in call); their vid. */
export async function signedInVisitor(
  server: RunningServer,
  company: E2eCompany,
  visitor: Record<string, unknown>,
  signIn: Record<string, unknown> = {},
): Promise<number> {
  const appointment = [{ appointmentDate: Date.now() + 5 * 60_000, ...visitor }];
  const { vids } = await callApiOk<{ vids: number[] }>(server.url, 'addAppointment', appointment, company.token);
  await callApiOk(server.url, 'VisitAppointmentSignin', { vid: vids[0], ...signIn }, company.token);
  return vids[0]!;
}
