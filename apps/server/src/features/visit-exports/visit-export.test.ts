import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Status } from '@vestibule/contract';
import ExcelJS from 'exceljs';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { sessionToken } from '../../../test/people-factories.js';
import { upload } from '../../../test/multipart.js';
import { buildSubAccount } from '../../../test/sub-account-factories.js';
import { insertVisit, novemberAt, validIdNumber } from '../../../test/visit-factories.js';
import { searchKey } from '../../platform/db/portable.js';
import { exportChunkSize } from './visit-export.js';

const t = useTestApp();
let acme: TestCompany;
let other: TestCompany;
beforeAll(async () => {
  acme = await buildCompany(t);
  other = await buildCompany(t);
});

const dialect = process.env.TEST_DIALECT ?? 'sqlite';
const range = 'date=2026-11-01&endDate=2026-11-30';

async function ticket(company: TestCompany, name: 'ExportVisitorList' | 'VisitPdf', params?: Record<string, string>) {
  const answer = await t.call<{ ticket: string; url: string }>(
    'getDownloadTicket',
    { name, ...(params ? { params } : {}) },
    company.token,
  );
  expect(answer.status).toBe(0);
  return answer.result.ticket;
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function exportOf(company: TestCompany, query: string) {
  return get(`/api/ExportVisitorList?ticket=${await ticket(company, 'ExportVisitorList')}&${query}`);
}

/** The csv's rows, without the byte order mark; a simple reader for cells with quotes and commas. */
function csvRows(text: string): string[][] {
  expect(text.startsWith('\ufeff')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.slice(1);
  for (let index = 0; index < body.length; index++) {
    const char = body[index]!;
    const next = body[index + 1];
    if (quoted && char === '"' && next === '"') {
      cell += '"';
      index++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && next === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else {
      cell += char;
    }
  }
  return rows;
}

async function xlsxRows(data: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    const values = row.values as unknown[];
    rows.push(values.slice(1).map((value) => (value === null || value === undefined ? '' : String(value))));
  });
  return rows;
}

describe(`ExportVisitorList (${dialect})`, () => {
  it('writes the chosen columns of the filtered visits as csv, masked and neutralised, with custom fields', async () => {
    const company = await buildCompany(t);
    await insertVisit(t, company, {
      vname: 'Ann Lee',
      vphone: '13800000001',
      vcompany: '=HYPERLINK("http://x","y")',
      cardId: validIdNumber,
      visitdate: novemberAt(21, 9, 5),
      signInOpName: '@desk',
      remark: 'line "one", two',
      extendCol: JSON.stringify({ badge: 'B-7', floor: '+3' }),
    });
    await insertVisit(t, company, { vname: 'Bob Wu', vphone: '13800000002', appointmentDate: novemberAt(22, 10) });
    await insertVisit(t, company, { vname: 'Old Visit', appointmentDate: novemberAt(2, 10) - 40 * 86_400_000 });
    await insertVisit(t, other, { vname: 'Ann Elsewhere' });

    const response = await exportOf(
      company,
      `${range}&name=Ann&format=csv&exportCols=vname,cardId,vcompany,visitdate,signInOpName,remark&expExtCols=badge,floor,missing`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const fileName = `${company.company} visits 2026-11-01-2026-11-30.csv`;
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(fileName)}`);
    expect(csvRows(response.body)).toEqual([
      ['Visitor', 'ID number', 'Company', 'Signed in', 'Signed in by', 'Remark', 'badge', 'floor', 'missing'],
      [
        'Ann Lee',
        '110105********0017',
        '\'=HYPERLINK("http://x","y")',
        '2026-11-21 09:05',
        "'@desk",
        'line "one", two',
        'B-7',
        "'+3",
        '',
      ],
    ]);
    expect(response.body).not.toContain(validIdNumber);

    const all = csvRows((await exportOf(company, `${range}&format=csv&exportCols=vname`)).body);
    expect(all.map((row) => row[0]).sort()).toEqual(['Ann Lee', 'Bob Wu', 'Visitor']);
  });

  it('writes xlsx by default (also for the original .xls ask and its token parameter), in Chinese when asked', async () => {
    const company = await buildCompany(t);
    await insertVisit(t, company, { vname: '张伟', cardId: validIdNumber, peopleCount: 3, vcompany: '-1' });
    const pass = await ticket(company, 'ExportVisitorList', { lang: 'zh' });
    const response = await get(
      `/qcvisit/ExportVisitorList?token=${pass}&${range}&exportCols=vname,cardId,peopleCount,vcompany,visitStatus&userid=${company.userid}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/\.xlsx"; filename\*=UTF-8''.*%E8%AE%BF%E5%AE%A2%E8%AE%B0%E5%BD%95/);
    expect(await xlsxRows(response.rawPayload)).toEqual([
      ['访客', '证件号', '人数', '访客公司', '状态'],
      ['张伟', '110105********0017', '3', "'-1", '已授权'],
    ]);
    expect((await get(`/api/ExportVisitorList?token=${pass}&${range}`)).json()).toMatchObject({ status: Status.invalidToken });
  });

  it("never shows another company's visits, whatever ids the filters name", async () => {
    const company = await buildCompany(t);
    const typeAnswer = await t.call('addVisitorType', { vType: 'Theirs' }, other.token);
    expect(typeAnswer.status).toBe(0);
    const types = await t.call<Array<{ tid: number }>>('getVisitorType', {}, other.token);
    const theirTid = types.result[0]!.tid;
    await insertVisit(t, other, { vname: 'Secret Guest', tid: theirTid, empid: 1 });
    await insertVisit(t, company, { vname: 'Own Guest' });
    for (const filter of [`tid=${theirTid}`, 'empid=1', `subaccountId=${other.userid}`, 'name=Secret', '']) {
      const rows = csvRows((await exportOf(company, `${range}&format=csv&exportCols=vname&${filter}`)).body);
      expect(rows.flat()).not.toContain('Secret Guest');
    }
    const refused = await get(
      `/api/ExportVisitorList?ticket=${await ticket(company, 'ExportVisitorList')}&${range}&userid=${other.userid}`,
    );
    expect(refused.json()).toMatchObject({ status: Status.invalidToken });
  });

  it("gives a Subcompany its own visits only, a reception desk the company's, and neither the employee list", async () => {
    const company = await buildCompany(t);
    const resident = await buildSubAccount(t, company);
    await insertVisit(t, company, { vname: 'Their Guest', subaccountId: 0 });
    await insertVisit(t, company, { vname: 'Branch Guest', subaccountId: resident.id });
    const branch = resident.token;
    const desk = await sessionToken(t, company, 'reception', 5);
    const visitorsFor = async (token: string) => {
      const answer = await t.call<{ ticket: string }>('getDownloadTicket', { name: 'ExportVisitorList' }, token);
      expect(answer.status).toBe(0);
      const rows = csvRows(
        (await get(`/api/ExportVisitorList?ticket=${answer.result.ticket}&${range}&format=csv&exportCols=vname`)).body,
      );
      return rows.slice(1).flat().sort();
    };
    expect(await visitorsFor(branch)).toEqual(['Branch Guest']);
    expect(await visitorsFor(desk)).toEqual(['Branch Guest', 'Their Guest']);
    for (const token of [branch, desk]) {
      const refused = await t.call('getDownloadTicket', { name: 'ExportEmployeeList' }, token);
      expect([refused.status, refused.reason]).toEqual([Status.noPermission, expect.stringContaining('name')]);
    }
  });

  it('answers a JSON error naming the field for a bad filter, format or column', async () => {
    const company = await buildCompany(t);
    const cases: Array<[string, string]> = [
      ['date=yesterday&endDate=2026-11-30', 'date:'],
      ['date=2026-11-30&endDate=2026-11-01', 'endDate:'],
      [`${range}&svcType=7`, 'svcType:'],
      [`${range}&format=pdf`, 'format:'],
      [`${range}&exportCols=vname,password`, 'exportCols:'],
      ['endDate=2026-11-30', 'date:'],
    ];
    for (const [query, field] of cases) {
      const response = await exportOf(company, query);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/json');
      const answer = response.json<{ status: number; reason: string }>();
      expect(answer.status).toBe(Status.invalidField);
      expect(answer.reason).toMatch(new RegExp(`^${field}`));
    }
  });

  it('reads chunk after chunk by day then vid: every visit once, in that order, with its status and custom field', async () => {
    const company = await buildCompany(t);
    const days = ['2026-11-03', '2026-11-01', '2026-11-02'];
    const total = exportChunkSize * 2 + 101;
    // Inserted round the days, so vid order is not day order and chunks end inside a day.
    const rows = Array.from({ length: total }, (_, index) => {
      const vname = `Guest ${String(index).padStart(4, '0')}`;
      const day = days[index % days.length]!;
      const at = novemberAt(Number(day.slice(8)), 9);
      return {
        companyId: company.userid,
        vname,
        vnameKey: searchKey(vname),
        signinType: 2,
        permission: 1,
        appointmentDate: at,
        visitdate: at,
        createdAt: at,
        listDay: day,
        extendCol: JSON.stringify({ badge: `B${index}` }),
      };
    });
    for (let start = 0; start < total; start += 500) {
      await t.ctx.database.db
        .insertInto('visit')
        .values(rows.slice(start, start + 500))
        .execute();
    }
    const response = await exportOf(company, `${range}&format=csv&exportCols=vname,visitStatus&expExtCols=badge`);
    const [header, ...lines] = csvRows(response.body);
    expect(header).toEqual(['Visitor', 'Status', 'badge']);
    const expected = [...days]
      .sort()
      .flatMap((day) => rows.map((row, index) => ({ row, index })).filter(({ row }) => row.listDay === day))
      .map(({ row, index }) => [row.vname, 'Signed in', `B${index}`]);
    expect(lines).toEqual(expected);
  });

  it('streams 20,000 visits: the first bytes leave before the last row is read, and memory stays bounded', async () => {
    const company = await buildCompany(t);
    const day = novemberAt(20, 9);
    const total = 20_000;
    for (let start = 0; start < total; start += 1000) {
      const rows = Array.from({ length: 1000 }, (_, index) => {
        const vname = `Bulk ${String(start + index).padStart(5, '0')}`;
        return {
          companyId: company.userid,
          vname,
          vnameKey: searchKey(vname),
          signinType: 2,
          permission: 1,
          appointmentDate: day,
          visitdate: null,
          signOutDate: null,
          leaveTime: null,
          createdAt: day,
          listDay: '2026-11-20',
          remark: 'x'.repeat(100),
        };
      });
      await t.ctx.database.db.insertInto('visit').values(rows).execute();
    }
    const pass = await ticket(company, 'ExportVisitorList');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/ExportVisitorList?ticket=${pass}&${range}&format=csv&exportCols=vname,remark`,
      payloadAsStream: true,
    });
    expect(response.statusCode).toBe(200);
    const stream = response.stream();
    const startHeap = process.memoryUsage().heapUsed;
    let peakHeap = startHeap;
    let first: string | undefined;
    let lines = 0;
    let tail = '';
    for await (const chunk of stream) {
      const text = String(chunk);
      if (first === undefined) first = text;
      lines += text.split('\r\n').length - 1;
      tail = (tail + text).slice(-200);
      peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
    }
    expect(first).toBeDefined();
    expect(first?.startsWith('\ufeffVisitor,Remark\r\n')).toBe(true);
    expect(first).not.toContain('Bulk 19999');
    expect(tail).toContain('Bulk 19999');
    expect(lines).toBe(total + 1);
    // The whole file is about 2.3 MB of text; holding it (as strings) would not fit this allowance many times over.
    expect(peakHeap - startHeap).toBeLessThan(64 * 1024 * 1024);
  }, 60_000);
});

describe(`the visit PDF (${dialect})`, () => {
  it('renders one visit of the company with its photo, fields and timeline, and refuses another company', async () => {
    const png = new PNG({ width: 4, height: 4 });
    png.data.fill(200);
    const photo = await upload(t, acme.token, { filename: 'me.png', contentType: 'image/png', data: PNG.sync.write(png) });
    expect(photo.status).toBe(0);
    const vid = await insertVisit(t, acme, {
      vname: 'Pdf Visitor 李雷',
      vphoto: photo.result.url,
      cardId: validIdNumber,
      visitdate: novemberAt(21, 9, 30),
      signInOpName: 'Front desk',
    });
    await t.ctx.database.db
      .insertInto('visitEvent')
      .values({
        companyId: acme.userid,
        vid,
        kind: 'signedIn',
        at: novemberAt(21, 9, 30),
        operator: 'Front desk',
        gate: 'Gate A',
        reason: '',
      })
      .execute();

    const response = await get(`/pdf/2026-11-21_${vid}.pdf?ticket=${await ticket(acme, 'VisitPdf')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.includes(Buffer.from('/Subtype /Image'))).toBe(true);
    expect(pdf.includes(Buffer.from(validIdNumber))).toBe(false);
    // CI installs poppler (.ci/run); elsewhere the text checks need it installed.
    expect(existsSync('/usr/bin/pdftotext') || process.env.REQUIRE_ALL_SUITES !== '1').toBe(true);
    if (existsSync('/usr/bin/pdftotext')) {
      const text = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString();
      expect(text).toContain('Pdf Visitor 李雷');
      expect(text).toContain('110105********0017');
      expect(text).toContain('Gate A');
      expect(text).toContain('Signed in 2026-11-21 09:30 by Front desk');
    }

    const chinese = await get(`/pdf/2026-11-21_${vid}.pdf?ticket=${await ticket(acme, 'VisitPdf', { lang: 'zh' })}`);
    if (existsSync('/usr/bin/pdftotext')) {
      const text = execFileSync('pdftotext', ['-', '-'], { input: chinese.rawPayload }).toString();
      expect(text).toContain('访客类型');
      expect(text).toContain('2026-11-21 09:30 由 Front desk签入');
    }

    const legacy = await get(`/qcvisit/pdf/20261121_${vid}.pdf?token=${await ticket(acme, 'VisitPdf')}`);
    expect(legacy.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');

    const foreign = await get(`/pdf/2026-11-21_${vid}.pdf?ticket=${await ticket(other, 'VisitPdf')}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).toContain('text/html');
    expect(foreign.body).not.toContain('Pdf Visitor');

    const noTicket = await get(`/pdf/2026-11-21_${vid}.pdf`);
    expect(noTicket.json()).toMatchObject({ status: Status.invalidToken });
    const exportTicket = await get(`/pdf/2026-11-21_${vid}.pdf?ticket=${await ticket(acme, 'ExportVisitorList')}`);
    expect(exportTicket.json()).toMatchObject({ status: Status.invalidToken });
    expect((await get(`/pdf/nonsense.pdf?ticket=${await ticket(acme, 'VisitPdf')}`)).statusCode).toBe(404);
  });
});
