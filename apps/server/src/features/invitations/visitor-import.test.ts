import { Status, type VisitorImport, visitorTemplateHeaders } from '@vestibule/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { postFile } from '../../../test/multipart.js';
import { seedEmployee, sessionToken, spreadsheet } from '../../../test/people-factories.js';
import { novemberAt, setClock } from '../../../test/visit-factories.js';

const t = useTestApp();
let acme: TestCompany;
let hostToken: string;
beforeAll(async () => {
  acme = await buildCompany(t);
  const host = await seedEmployee(t, acme.userid, { empName: 'Ivy Inviter', password: null });
  hostToken = await sessionToken(t, acme, 'employee', host.empid);
});
beforeEach(() => setClock(t, novemberAt(21, 9)));

type File = ReturnType<typeof spreadsheet>;
const readVisitors = (file: File, token = hostToken) => postFile<VisitorImport>(t, token, 'checkVisitorImport', 'file', file);

async function visitsOf(company: TestCompany) {
  const rows = await t.ctx.database.db
    .selectFrom('visit')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('companyId', '=', company.userid)
    .executeTakeFirstOrThrow();
  return Number(rows.count);
}

describe(`checkVisitorImport (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it.each(['xlsx', 'xls', 'csv'] as const)('reads the visitors of a %s file and makes no visit', async (bookType) => {
    const before = await visitsOf(acme);
    const answer = await readVisitors(
      spreadsheet(
        [
          ['name', 'phone', 'email', 'company'],
          ['  Gina Guest ', '13800000021', 'gina@example.com', 'Globex'],
          ['', '', '', ''],
          ['Hal Helper', '', 'hal@example.com', ''],
          ['Ida Ito', '+86 138-0000-0023', '', 'Initech'],
        ],
        bookType,
      ),
    );
    expect(answer.status, answer.reason).toBe(0);
    expect(answer.result).toEqual({
      total: 3,
      rows: [
        { row: 2, name: 'Gina Guest', phone: '13800000021', vemail: 'gina@example.com', vcompany: 'Globex' },
        { row: 4, name: 'Hal Helper', phone: '', vemail: 'hal@example.com', vcompany: '' },
        { row: 5, name: 'Ida Ito', phone: '+86 138-0000-0023', vemail: '', vcompany: 'Initech' },
      ],
      bad: [],
    });
    expect(await visitsOf(acme)).toBe(before);
  });

  it('reads zh headers in any order below a title row, with starred and extra columns', async () => {
    const answer = await readVisitors(
      spreadsheet(
        [
          ['访客名单'],
          ['公司', '备注', '* 姓名', '邮箱', '手机号码'],
          ['Globex', 'VIP', '张伟', 'zhang@example.com', '13800000031'],
        ],
        'xlsx',
      ),
      acme.token,
    );
    expect(answer.status, answer.reason).toBe(0);
    expect(answer.result.rows).toEqual([
      { row: 3, name: '张伟', phone: '13800000031', vemail: 'zhang@example.com', vcompany: 'Globex' },
    ]);
  });

  it.each(Object.entries(visitorTemplateHeaders))('reads the %s template the console offers', async (_language, header) => {
    const answer = await readVisitors(
      spreadsheet([[...header], ['Tia Template', '13800000051', 'tia@example.com', 'Tempco']], 'csv'),
    );
    expect(answer.status, answer.reason).toBe(0);
    expect(answer.result.rows).toEqual([
      { row: 2, name: 'Tia Template', phone: '13800000051', vemail: 'tia@example.com', vcompany: 'Tempco' },
    ]);
  });

  it('answers every row with a problem and why, beside the good ones', async () => {
    const answer = await readVisitors(
      spreadsheet(
        [
          ['name', 'phone', 'email', 'company'],
          ['', '13800000041', '', ''],
          ['Bad <b>', '13800000042', '', ''],
          ['Phil Phone', 'call me', '', ''],
          ['Eve Email', '', 'not-an-email', ''],
          ['Nora Nowhere', '', '', 'Acme'],
          ['Dan Double', '138 0000 0043', '', ''],
          ['Dan Again', '13800000043', '', ''],
          ['Long Company', '13800000044', '', 'x'.repeat(101)],
        ],
        'csv',
      ),
    );
    expect(answer.status, answer.reason).toBe(0);
    expect(answer.result.total).toBe(8);
    expect(answer.result.rows.map((row) => row.name)).toEqual(['Dan Double']);
    expect(answer.result.bad).toEqual([
      { row: 2, name: '', status: Status.invalidField, reason: 'name: must not be empty' },
      { row: 3, name: 'Bad <b>', status: Status.invalidField, reason: 'name: must not contain < > or control characters' },
      { row: 4, name: 'Phil Phone', status: Status.invalidField, reason: 'phone: must be a valid phone number' },
      { row: 5, name: 'Eve Email', status: Status.invalidField, reason: 'email: must be a valid email address' },
      {
        row: 6,
        name: 'Nora Nowhere',
        status: Status.invalidField,
        reason: 'phone or email: give one to reach the visitor',
      },
      { row: 8, name: 'Dan Again', status: Status.phoneNotUnique, reason: 'phone: same as row 7' },
      { row: 9, name: 'Long Company', status: Status.invalidField, reason: 'company: must be at most 100 characters' },
    ]);
  });

  it('answers rows addAppointment takes as they are', async () => {
    const answer = await readVisitors(
      spreadsheet(
        [
          ['姓名', '邮箱'],
          ['Mia Mail', 'mia@example.com'],
          ['Max Mail', 'max@example.com'],
        ],
        'csv',
      ),
    );
    expect(answer.status, answer.reason).toBe(0);
    const invited = await t.call<{ vids: number[] }>(
      'addAppointment',
      answer.result.rows.map(({ row: _row, ...visitor }) => ({
        ...visitor,
        appointmentDate: novemberAt(23, 10),
        visitType: 'Business',
        sendType: 'email',
        inviteContent: 'Welcome.',
      })),
      hostToken,
    );
    expect(invited.status, invited.reason).toBe(0);
    expect(invited.result.vids).toHaveLength(2);
  });

  it('takes at most 100 visitors, and refuses a file without the header or of another type', async () => {
    const visitors = (count: number) => [
      ['name', 'phone'],
      ...Array.from({ length: count }, (_row, index) => [`Guest ${index}`, `1380000${String(index).padStart(4, '0')}`]),
    ];
    const hundred = await readVisitors(spreadsheet(visitors(100), 'csv'));
    expect(hundred.status, hundred.reason).toBe(0);
    expect(hundred.result.rows).toHaveLength(100);
    expect(await readVisitors(spreadsheet(visitors(101), 'csv'))).toMatchObject({
      status: Status.invalidField,
      reason: 'file: must have at most 100 visitors',
    });
    expect(
      await readVisitors(
        spreadsheet(
          [
            ['who', 'phone'],
            ['Gina Guest', '13800000021'],
          ],
          'csv',
        ),
      ),
    ).toMatchObject({
      status: Status.invalidField,
      reason: 'file: the header row must name the columns name and phone or email',
    });
    const text = { filename: 'visitors.txt', contentType: 'text/plain', data: Buffer.from('name,phone\nGina,13800000021\n') };
    expect((await readVisitors(text)).status).toBe(Status.uploadFailed);
  });

  it('serves the staff who pre-register and the employees who invite, no one else', async () => {
    const file = spreadsheet(
      [
        ['name', 'phone'],
        ['Gina Guest', '13800000021'],
      ],
      'csv',
    );
    expect((await readVisitors(file, acme.token)).status).toBe(0);
    expect((await readVisitors(file, await sessionToken(t, acme, 'reception', 1))).status).toBe(Status.noPermission);
  });
});
