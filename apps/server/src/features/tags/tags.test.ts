import { type Page, Status, type Visit, type VisitorTag, type VisitWithTimeline } from '@vestibule/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/api-harness.js';
import { buildCompany, type TestCompany } from '../../../test/factories.js';
import { ymdOf } from '../../platform/calendar.js';
import { insertVisit } from '../../../test/visit-factories.js';

/* Visitor tags: 30 exists, 31 past thirty, 32 missing; labelling a visit and filtering the list by tag. */

const t = useTestApp();

const tagsOf = async (company: TestCompany) => (await t.call<VisitorTag[]>('getTags', {}, company.token)).result;
const addTag = (company: TestCompany, tagName: string) => t.call<{ tid: number }>('addTag', { tagName }, company.token);
const listed = async (company: TestCompany, filter: Record<string, unknown> = {}) => {
  const day = ymdOf(t.clock.now());
  const body = { date: day, endDate: day, startIndex: 1, requestedCount: 20, ...filter };
  return (await t.call<Page<Visit>>('SearchVisitByConditionPage', body, company.token)).result;
};

describe(`visitor tags (${process.env.TEST_DIALECT ?? 'sqlite'})`, () => {
  it('adds tags, lists them by name, refuses a name taken (any case) with 30 and removes one; 32 when missing', async () => {
    const company = await buildCompany(t);
    const { tid: vip } = (await addTag(company, 'VIP')).result;
    await addTag(company, 'Contractor');
    expect(await tagsOf(company)).toEqual([
      { tid: expect.any(Number), tagName: 'Contractor' },
      { tid: vip, tagName: 'VIP' },
    ]);
    expect(await addTag(company, 'vip')).toMatchObject({ status: Status.tagExists, result: 'tagName' });
    expect((await addTag(company, ' ')).status).toBe(Status.invalidField);
    expect((await t.call('delTag', { userid: company.userid, tid: vip }, company.token, '/qcvisit/')).status).toBe(0);
    expect((await tagsOf(company)).map((tag) => tag.tagName)).toEqual(['Contractor']);
    expect((await t.call('delTag', { tid: vip }, company.token)).status).toBe(Status.tagMissing);
  });

  it('keeps at most 30 tags: the 31st answers 31', async () => {
    const company = await buildCompany(t);
    for (let i = 1; i <= 30; i++) expect((await addTag(company, `Tag ${i}`)).status).toBe(0);
    expect((await addTag(company, 'One more')).status).toBe(Status.tagLimit);
    expect(await tagsOf(company)).toHaveLength(30);
  });

  it('labels a visit, shows its tags in the list and the detail, and filters the list by tag', async () => {
    const company = await buildCompany(t);
    const { tid: vip } = (await addTag(company, 'VIP')).result;
    const { tid: press } = (await addTag(company, 'Press')).result;
    const labelled = await insertVisit(t, company, { vname: 'Labelled Visitor' });
    const plain = await insertVisit(t, company, { vname: 'Plain Visitor' });
    expect((await t.call('updateVisitTags', { vid: labelled, tids: [vip, press, vip] }, company.token)).status).toBe(0);

    const all = await listed(company);
    expect(all.list.find((visit) => visit.vid === labelled)?.tags).toEqual([
      { tid: press, tagName: 'Press' },
      { tid: vip, tagName: 'VIP' },
    ]);
    expect(all.list.find((visit) => visit.vid === plain)?.tags).toEqual([]);
    const byTag = await listed(company, { tagId: String(vip) });
    expect(byTag).toMatchObject({ count: 1, list: [{ vid: labelled }] });
    const detail = await t.call<VisitWithTimeline>('GetVisitorByVid', { vid: labelled }, company.token);
    expect(detail.result.tags?.map((tag) => tag.tagName)).toEqual(['Press', 'VIP']);

    // Relabelled with one tag; a removed tag leaves every visit.
    await t.call('updateVisitTags', { vid: labelled, tids: [vip] }, company.token);
    expect((await listed(company, { tagId: press })).count).toBe(0);
    await t.call('delTag', { tid: vip }, company.token);
    expect((await listed(company)).list.find((visit) => visit.vid === labelled)?.tags).toEqual([]);
  });

  it("answers 57 for another company's visit and 32 for its tag, and its tag filters to nothing", async () => {
    const company = await buildCompany(t);
    const other = await buildCompany(t);
    const { tid: mine } = (await addTag(company, 'Mine')).result;
    const { tid: theirs } = (await addTag(other, 'Theirs')).result;
    const myVisit = await insertVisit(t, company);
    const theirVisit = await insertVisit(t, other);
    await t.call('updateVisitTags', { vid: theirVisit, tids: [theirs] }, other.token);

    expect((await t.call('updateVisitTags', { vid: theirVisit, tids: [mine] }, company.token)).status).toBe(Status.noRecord);
    expect((await t.call('updateVisitTags', { vid: myVisit, tids: [theirs] }, company.token)).status).toBe(Status.tagMissing);
    expect((await t.call('delTag', { tid: theirs }, company.token)).status).toBe(Status.tagMissing);
    expect((await listed(company, { tagId: theirs })).count).toBe(0);
    expect((await listed(other, { tagId: theirs })).list.map((visit) => visit.vid)).toEqual([theirVisit]);
  });
});
