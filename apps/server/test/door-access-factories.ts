import type { TestApp } from './api-harness.js';
import type { TestCompany } from './factories.js';

/* Door groups, readers and a reader's calls, for the door access tests. */

export interface TestReader {
  eid: number;
  deviceCode: string;
  deviceSecret: string;
}

const ok = <T>(answer: { status: number; reason: string; result: T }, what: string): T => {
  if (answer.status !== 0) throw new Error(`${what} failed: ${answer.status} ${answer.reason}`);
  return answer.result;
};

let made = 0;
const unique = () => `${Date.now().toString(36)}${(made += 1)}`;

export async function addDoorGroup(t: TestApp, company: TestCompany, fields: Record<string, unknown> = {}): Promise<number> {
  const answer = await t.call<{ egid: number }>('addEquipmentGroup', { egname: `Doors ${unique()}`, ...fields }, company.token);
  return ok(answer, 'addEquipmentGroup').egid;
}

export async function addReader(t: TestApp, company: TestCompany, egids: number[], fields: Record<string, unknown> = {}) {
  const deviceCode = `R-${unique()}`;
  const answer = await t.call<{ eid: number; deviceSecret: string }>(
    'addEquipment',
    { deviceName: `Reader ${deviceCode}`, deviceCode, egids, ...fields },
    company.token,
  );
  const { eid, deviceSecret } = ok(answer, 'addEquipment');
  return { eid, deviceCode, deviceSecret } satisfies TestReader;
}

/** What a reader asks when a code or a card is held to it. */
export const checkAt = (t: TestApp, reader: TestReader, scan: Record<string, unknown>) =>
  t.call<{ open: boolean; reason: string }>('checkDoorAccess', {
    deviceCode: reader.deviceCode,
    deviceSecret: reader.deviceSecret,
    ...scan,
  });

export async function doorCodeOf(t: TestApp, company: TestCompany, vid: number): Promise<string> {
  return ok(await t.call<{ code: string }>('getDoorCode', { vid }, company.token), 'getDoorCode').code;
}
