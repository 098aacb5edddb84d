import type { SetupGuide } from '@vestibule/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { signIn } from '../../../test/factories.js';
import { seedDemoCompany } from '../../platform/seed.js';

const t = useTestApp();

describe(`setup guide of the demo company (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('shows company info and employees done, and the three settings still to make', async () => {
    const demo = await seedDemoCompany(t.ctx);
    const signedIn = await signIn(t, demo!.email, demo!.password);
    const token = `${signedIn.result.userid}-${signedIn.result.token}`;
    const answer = await t.call<SetupGuide>('getSetupGuide', {}, token);
    expect(answer.result).toEqual({
      steps: [
        { key: 'companyInfo', done: true },
        { key: 'employees', done: true },
        { key: 'registrationContent', done: false },
        { key: 'notificationMode', done: false },
        { key: 'padSettings', done: false },
      ],
      dismissed: false,
    });
  });
});
