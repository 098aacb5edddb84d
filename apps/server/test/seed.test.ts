import type { Visit } from '@vestibule/contract';
import { describe, expect, it } from 'vitest';
import { ymdOf } from '../src/platform/calendar.js';
import { demoAccount, seedDemoCompany } from '../src/platform/seed.js';
import { useTestApp } from './api-harness.js';
import { signIn } from './factories.js';

const t = useTestApp();

describe('demo seed', () => {
  it('creates a demo company with people on an empty database, whose printed sign-in works', async () => {
    const demo = await seedDemoCompany(t.ctx);
    expect(demo?.email).toBe(demoAccount.email);
    // The original console refuses addresses whose top-level domain it does not know (".local" among them).
    expect(demo?.email).toMatch(/^[\w.-]+@[\w-]+(\.[\w-]+)*\.(com|net|org|cn)$/);
    const signedIn = await signIn(t, demo!.email, demo!.password);
    expect(signedIn.status).toBe(0);
    // The badge a front desk prints: the visitor's photo and the QR code that signs them out.
    expect(signedIn.result).toMatchObject({ showAvatar: 1, avatarType: 0, badgeQrcode: 1 });
    const token = `${signedIn.result.userid}-${signedIn.result.token}`;
    const tree = await t.call<Array<{ deptName: string; totalCount: number }>>('getDeptList', {}, token);
    expect(tree.result.map((department) => [department.deptName, department.totalCount])).toEqual(
      expect.arrayContaining([
        ['Reception', 1],
        ['Engineering', 2],
        ['Sales', 2],
      ]),
    );
    const today = ymdOf(t.clock.now());
    const visits = await t.call<Visit[]>('SearchVisitByCondition', { date: today, endDate: today }, token);
    expect(visits.result.map((visit) => visit.visitStatus).sort()).toEqual(['authorized', 'sent', 'signedIn', 'signedOut']);
  });

  it('leaves a database that already has a company alone', async () => {
    expect(await seedDemoCompany(t.ctx)).toBeNull();
  });
});
