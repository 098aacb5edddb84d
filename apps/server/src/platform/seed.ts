import { randomBytes } from 'node:crypto';
import type { AppContext } from './context.js';
import { searchKey } from './db/portable.js';
import { hashPassword } from './passwords.js';
import { anyCompanyExists, insertDemoCompany, insertDemoDepartment, insertDemoEmployee } from './seed.repo.js';

/** A domain reserved for examples, with a top-level domain the original console's email check accepts. */
export const demoAccount = { email: 'admin@example.com', company: 'Vestibule Demo' };

const demoCompanyId = 10_000_001;

/** A small department tree with a few people, so a first look at People is not empty. */
const demoPeople: Array<{ deptName: string; deptNo: string; people: Array<[name: string, phone: string, position: string]> }> = [
  { deptName: 'Reception', deptNo: 'D01', people: [['Grace Hopper', '13800000101', 'Front desk']] },
  {
    deptName: 'Engineering',
    deptNo: 'D02',
    people: [
      ['Alan Turing', '13800000201', 'Engineer'],
      ['Katherine Johnson', '13800000202', 'Engineer'],
    ],
  },
  {
    deptName: 'Sales',
    deptNo: 'D03',
    people: [
      ['Ada Lovelace', '13800000301', 'Account manager'],
      ['Hedy Lamarr', '13800000302', 'Sales lead'],
    ],
  },
];

/** On an empty database, creates a demo company and returns its sign-in; otherwise null. */
export async function seedDemoCompany(ctx: AppContext): Promise<{ email: string; password: string } | null> {
  const db = ctx.database.db;
  if (await anyCompanyExists(db)) return null;
  const password = `Demo-${randomBytes(6).toString('base64url')}`;
  const now = ctx.clock.now();
  await insertDemoCompany(db, {
    id: demoCompanyId,
    company: demoAccount.company,
    companyKey: demoAccount.company.toLowerCase(),
    abbreviation: 'Demo',
    username: 'Demo Administrator',
    email: demoAccount.email,
    phone: '13800000000',
    passwordHash: await hashPassword(password),
    passwordChangedAt: now,
    regDate: now,
  });
  await seedDemoPeople(ctx, now);
  return { email: demoAccount.email, password };
}

async function seedDemoPeople(ctx: AppContext, now: number): Promise<void> {
  const db = ctx.database.db;
  let workNumber = 1;
  for (const department of demoPeople) {
    const deptid = await insertDemoDepartment(db, {
      companyId: demoCompanyId,
      deptName: department.deptName,
      deptNameKey: searchKey(department.deptName),
      deptNo: department.deptNo,
      createdAt: now,
    });
    for (const [empName, empPhone, empPosition] of department.people) {
      // Not activated: each person sets a password with an SMS code at first sign-in.
      await insertDemoEmployee(
        db,
        {
          companyId: demoCompanyId,
          empName,
          empNameKey: searchKey(empName),
          empPhone,
          empPosition,
          empNo: String(workNumber++).padStart(4, '0'),
          createdAt: now,
          updatedAt: now,
        },
        deptid,
      );
    }
  }
}
