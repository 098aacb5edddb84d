import { randomBytes } from 'node:crypto';
import { newCompanyBadgeSettings } from '@vestibule/contract';
import type { AppContext } from './context.js';
import { searchKey } from './db/portable.js';
import { hashPassword } from './passwords.js';
import { startOfYmd, ymdOf } from './calendar.js';
import { anyCompanyExists, insertDemoCompany, insertDemoDepartment, insertDemoEmployee, insertDemoVisits } from './seed.repo.js';

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
    ...newCompanyBadgeSettings,
  });
  const hosts = await seedDemoPeople(ctx, now);
  await seedDemoVisits(ctx, now, hosts);
  return { email: demoAccount.email, password };
}

interface DemoHost {
  empid: number;
  empName: string;
  empPhone: string;
  empdeptid: number;
  empDeptName: string;
}

async function seedDemoPeople(ctx: AppContext, now: number): Promise<DemoHost[]> {
  const db = ctx.database.db;
  const hosts: DemoHost[] = [];
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
      const empid = await insertDemoEmployee(
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
      hosts.push({ empid, empName, empPhone, empdeptid: deptid, empDeptName: department.deptName });
    }
  }
  return hosts;
}

/** Today's visitors in a few states, so a first look at the visit list and dashboard is not empty. */
async function seedDemoVisits(ctx: AppContext, now: number, hosts: DemoHost[]): Promise<void> {
  const day = ymdOf(now);
  const at = (hours: number) => startOfYmd(day) + hours * 60 * 60 * 1000;
  const visits: Array<
    [name: string, host: number, signinType: number, appointment: number, visitdate: number | null, signOut: number | null]
  > = [
    ['Marie Curie', 1, 2, at(9), at(9), at(11)],
    ['Nikola Tesla', 2, 2, at(10), at(10), null],
    ['Rosalind Franklin', 3, 2, at(15), null, null],
    ['Charles Babbage', 4, 1, at(16), null, null],
  ];
  await insertDemoVisits(
    ctx.database.db,
    visits.map(([vname, host, signinType, appointmentDate, visitdate, signOutDate], index) => {
      const employee = hosts[host % hosts.length]!;
      return {
        companyId: demoCompanyId,
        ...employee,
        empNameKey: searchKey(employee.empName),
        vname,
        vnameKey: searchKey(vname),
        vphone: `1390000010${index}`,
        vcompany: 'Example Labs',
        visitType: 'Business',
        signinType,
        permission: 1,
        clientNo: signinType === 1 ? 2 : 0,
        appointmentDate,
        visitdate,
        signOutDate,
        leaveTime: null,
        signInOpName: visitdate === null ? '' : 'Grace Hopper',
        signOutOpName: signOutDate === null ? '' : 'Grace Hopper',
        listDay: ymdOf(visitdate ?? appointmentDate),
        createdAt: now,
      };
    }),
  );
}
