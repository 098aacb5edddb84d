import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { changeLanguage } from '../../../lib/i18n';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import { customFieldOf, visitOf, withTimeline } from '../../../test/test-visits';
import { VisitDrawer } from './visit-drawer';

// antd tables, dialogs and drawers render slowly in jsdom on a busy machine.
const heavy = 40_000;

const at = (hour: number, minute = 0) => new Date(2026, 10, 23, hour, minute).getTime();

function openDrawer() {
  saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 0 });
  render(
    <AppProviders>
      <VisitDrawer vid={5} onClose={() => undefined} />
    </AppProviders>,
  );
}

afterEach(async () => {
  await changeLanguage('en');
});

describe('visit drawer', { timeout: heavy }, () => {
  it('shows every field with the ID number masked, the custom fields, and the timeline', async () => {
    const visit = visitOf(5, {
      vname: 'Li Lei',
      vemail: 'li@globex.test',
      cardId: '11010519491231002X',
      certType: 'passport',
      plateNum: 'A-12345',
      belongings: 'Laptop',
      memberName: 'Han Mei, Wang Wu',
      peopleCount: 3,
      remark: 'Bring the contract',
      extendCol: JSON.stringify({ Floor: '12', Meeting_room: 'Blue' }),
      visitStatus: 'signedOut',
      visitdate: at(9, 5),
      signOutDate: at(11, 30),
    });
    const api = fakeApi({
      GetExtendVisitor: () => ok([]),
      GetVisitorByVid: () =>
        ok(
          withTimeline(visit, [
            { kind: 'appointed', at: at(8), operator: 'Ada Admin', gate: '', reason: '' },
            { kind: 'authorized', at: at(8, 10), operator: 'Eve Host', gate: '', reason: '' },
            { kind: 'signedIn', at: at(9, 5), operator: 'Reception', gate: 'North gate', reason: '' },
            { kind: 'signedOut', at: at(11, 30), operator: 'Reception', gate: 'South gate', reason: '' },
            { kind: 'blacklisted', at: at(12), operator: 'Ada Admin', gate: '', reason: 'Took photos' },
          ]),
        ),
    });
    openDrawer();
    const details = await screen.findByLabelText('Visit details');
    expect(api.bodiesOf('GetVisitorByVid')).toEqual([{ userid: 10000001, vid: 5 }]);
    const text = details.textContent ?? '';
    expect(text).toContain('110105********002X');
    expect(text).not.toContain('11010519491231002X');
    for (const shown of [
      'li@globex.test',
      'Passport',
      'A-12345',
      'Laptop',
      'Han Mei, Wang Wu',
      'Bring the contract',
      'Eve Host · Sales',
      'Globex',
      'Business',
      'Guest',
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).toContain('Floor12');
    expect(text).toContain('Meeting_roomBlue');
    expect(within(screen.getByRole('dialog')).getAllByText('Signed out').length).toBeGreaterThan(0);

    const timeline = screen.getByRole('region', { name: 'Timeline' });
    const steps = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual([
      'Appointment made 2026-11-23 08:00by Ada Admin',
      'Authorised 2026-11-23 08:10by Eve Host',
      'Signed in 2026-11-23 09:05by Reception · at North gate',
      'Signed out 2026-11-23 11:30by Reception · at South gate',
      'Put on the blacklist 2026-11-23 12:00by Ada Admin · reason: Took photos',
    ]);
  });

  it("labels custom fields as the visit type's form does, keeping the key of a field it no longer has", async () => {
    fakeApi({
      GetVisitorByVid: () =>
        ok(withTimeline(visitOf(5, { vType: 'Guest', extendCol: JSON.stringify({ badgeNo: 'B-7', field_3a: '2', gone: 'x' }) }))),
      GetExtendVisitor: () =>
        ok([
          customFieldOf({ eid: 1, fieldName: 'badgeNo', displayName: 'Badge number', eType: 'Guest' }),
          customFieldOf({ eid: 2, fieldName: 'badgeNo', displayName: 'Badge of every type' }),
          customFieldOf({ eid: 3, fieldName: 'field_3a', displayName: '楼层' }),
          customFieldOf({ eid: 4, fieldName: 'gone', displayName: 'Of another type', eType: 'Vendor' }),
        ]),
    });
    openDrawer();
    const details = await screen.findByLabelText('Visit details');
    await waitFor(() => expect(details.textContent).toContain('Badge numberB-7'));
    expect(details.textContent).toContain('楼层2');
    expect(details.textContent).toContain('gonex');
  });

  it('reads custom fields sent as "key:value" texts, and says when nothing has happened yet', async () => {
    fakeApi({
      GetVisitorByVid: () => ok(withTimeline(visitOf(5, { extendCol: JSON.stringify(['Floor:3', 'Escort:Yes']) }))),
      GetExtendVisitor: () => ok([]),
    });
    openDrawer();
    const details = await screen.findByLabelText('Visit details');
    expect(details.textContent).toContain('Floor3');
    expect(details.textContent).toContain('EscortYes');
    expect(screen.getByText('Nothing has happened yet')).toBeTruthy();
  });

  it('names a seeded visit reason in the interface language and keeps a company reason as written', async () => {
    await changeLanguage('ja');
    fakeApi({
      GetVisitorByVid: () => ok(withTimeline(visitOf(5, { visitType: 'Business', vType: 'VIP Guest' }))),
      GetExtendVisitor: () => ok([]),
    });
    openDrawer();
    const details = await screen.findByLabelText('訪問の情報');
    expect(details.textContent).toContain('商談');
    expect(details.textContent).not.toContain('Business');
    expect(details.textContent).toContain('VIP Guest');
  });

  it("labels the visit with the company's tags, saving each change at once", async () => {
    let tags = [{ tid: 1, tagName: 'VIP' }];
    const api = fakeApi({
      GetExtendVisitor: () => ok([]),
      GetVisitorByVid: () => ok(withTimeline(visitOf(5, { vname: 'Li Lei', tags }))),
      getTags: () =>
        ok([
          { tid: 1, tagName: 'VIP' },
          { tid: 2, tagName: 'Press' },
        ]),
      updateVisitTags: (body) => {
        const tids = body.tids as number[];
        tags = [
          { tid: 1, tagName: 'VIP' },
          { tid: 2, tagName: 'Press' },
        ].filter((tag) => tids.includes(tag.tid));
        return ok();
      },
    });
    openDrawer();
    const details = await screen.findByLabelText('Visit details');
    const picker = await within(details).findByRole('combobox', { name: 'Tags' });
    expect(within(details).getByText('VIP')).toBeTruthy();
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByText('Press', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(api.bodiesOf('updateVisitTags')).toEqual([{ userid: 10000001, vid: 5, tids: [1, 2] }]));
    await waitFor(() => expect(api.bodiesOf('GetVisitorByVid')).toHaveLength(2));
  });
});
