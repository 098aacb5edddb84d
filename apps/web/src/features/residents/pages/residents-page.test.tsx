import type { Project } from '@vestibule/contract/entities/project';
import type { ResidentVisitor } from '@vestibule/contract/entities/resident-visitor';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { captureToasts } from '../../../test/capture-toasts';
import { fail, fakeApi, type FakeHandlers, ok } from '../../../test/fake-api';
import { fakeGroup, planOfDoors } from '../../../test/fake-door-access';
import { pageOf } from '../../../test/fake-page';
import { ResidentsPage } from './residents-page';

// antd tables and dialogs render slowly in jsdom on a busy machine.
const heavy = 40_000;
const slow = { timeout: 20_000 };
const userid = 10000001;
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

const project = (pid: number, pName: string, pcount: number): Project => ({
  pid,
  userid,
  pName,
  charge: 'Wu Gang',
  chargePhone: '13800000001',
  area: 'Hall B',
  content: 'Wiring',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  remark: '',
  createTime: 1,
  pcount,
  account: 'Ada Admin',
});

const resident = (rid: string, name: string, fields: Partial<ResidentVisitor> = {}): ResidentVisitor => ({
  rid,
  pid: 1,
  pName: 'Hall B wiring',
  userid,
  company: 'Bright Builders',
  name,
  phone: '13900000000',
  avatar: '',
  age: '',
  sex: 0,
  leader: '',
  area: '',
  job: '',
  department: '',
  cardid: '110101199003077777',
  cardNo: '',
  plateNum: '',
  startDate: day(-10),
  endDate: day(10),
  remark: '',
  egids: '',
  face: 0,
  rstatus: 0,
  fileNames: [],
  createTime: 1,
  ...fields,
});

const roster = (handlers: FakeHandlers = {}) =>
  fakeApi({
    getPlan: () => ok(planOfDoors(false)),
    getProject: () => ok([project(1, 'Hall B wiring', 2), project(2, 'Roof repair', 0)]),
    getAllResidentCompany: () => ok([{ company: 'Bright Builders', count: 2 }]),
    SearchRVisitorByCondition: () =>
      ok(pageOf([resident('C1', 'Wei Zhang'), resident('C2', 'Li Na', { startDate: day(-30), endDate: day(-1) })])),
    ...handlers,
  });

function openPage() {
  saveProfile({ userid, token: `${userid}-abc`, loginType: 0, username: 'Ada Admin' });
  render(
    <AppProviders>
      <MemoryRouter>
        <ResidentsPage visits={<p>Resident visits</p>} />
      </MemoryRouter>
    </AppProviders>,
  );
}

const rowOf = (text: string) => screen.getByRole('row', { name: new RegExp(text) });

describe('/emp/visitlist/resident', { timeout: heavy }, () => {
  it('lists projects with their counts and filters the roster by the one chosen; masks ID numbers; tags the expired', async () => {
    const api = roster();
    openPage();
    await screen.findByText('Wei Zhang', {}, slow);
    const projects = screen.getByRole('navigation', { name: 'Projects' });
    expect(
      within(projects)
        .getByRole('button', { name: /All projects/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(within(projects).getByRole('button', { name: /Hall B wiring/ }).textContent).toContain('2');
    // Every resident of the company, in a project or none, counted with a one-row page.
    const everyone = within(projects).getByRole('button', { name: /All projects/ });
    await waitFor(() => expect(everyone.textContent).toContain('2'));
    expect(api.bodiesOf('SearchRVisitorByCondition')).toContainEqual({
      userid,
      pid: 0,
      company: '',
      name: '',
      phone: '',
      startIndex: 1,
      requestedCount: 1,
    });
    expect(within(rowOf('Wei Zhang')).getByText('110101********7777')).toBeTruthy();
    expect(within(rowOf('Li Na')).getByText('Expired')).toBeTruthy();
    expect(within(rowOf('Wei Zhang')).queryByText('Expired')).toBeNull();
    expect(api.bodiesOf('SearchRVisitorByCondition')).toContainEqual({
      userid,
      pid: 0,
      company: '',
      name: '',
      phone: '',
      startIndex: 1,
      requestedCount: 10,
    });

    fireEvent.click(within(projects).getByRole('button', { name: /Roof repair/ }));
    await waitFor(() => expect(api.bodiesOf('SearchRVisitorByCondition').at(-1)).toMatchObject({ pid: 2, startIndex: 1 }));
    expect(screen.getByRole('button', { name: 'Edit project Roof repair' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Visits' }));
    expect(await screen.findByText('Resident visits')).toBeTruthy();
  });

  it('asks for every field of a project with the spec words, and tells a taken name (33)', async () => {
    const toasts = captureToasts();
    const api = roster({ addProject: () => fail(33, 'A project with this name already exists') });
    openPage();
    await screen.findByText('Wei Zhang', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: /Add$/ }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText('Add a project')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of [
      'Project name cannot be empty',
      'Person in charge cannot be empty',
      'Charge phone cannot be empty',
      'Work area cannot be empty',
      'Work content cannot be empty',
    ])
      expect(await within(dialog).findByText(message, {}, slow)).toBeTruthy();
    expect(within(dialog).getAllByText('Date cannot be empty')).toHaveLength(2);
    expect(api.bodiesOf('addProject')).toEqual([]);

    const fill = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill('Project name', 'Hall B wiring');
    fill('Person in charge', 'Wu Gang');
    fill('Charge phone', '13800000001');
    fill('Work area', 'Hall B');
    fill('Work content', 'Wiring');
    for (const [label, value] of [
      ['Start date', '2026-03-01'],
      ['End date', '2026-06-30'],
    ] as const) {
      const input = within(dialog).getByLabelText(label);
      fireEvent.mouseDown(input);
      fireEvent.change(input, { target: { value } });
      fireEvent.keyDown(input, { key: 'Enter' });
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.bodiesOf('addProject')).toEqual([
        {
          userid,
          pName: 'Hall B wiring',
          charge: 'Wu Gang',
          chargePhone: '13800000001',
          area: 'Hall B',
          content: 'Wiring',
          startDate: '2026-03-01',
          endDate: '2026-06-30',
          remark: '',
        },
      ]),
    );
    await waitFor(() => expect(toasts.errors()).toEqual(['A project with this name already exists']));
    // The dialog stays open with what was typed, to change the name.
    expect(within(dialog).getByLabelText<HTMLInputElement>('Project name').value).toBe('Hall B wiring');
  });

  it('imports a file into the selected project and reports the rows added and the rows refused', async () => {
    const api = roster({
      importResidentVisitors: () =>
        ok({
          total: 3,
          rids: ['C3', 'C4'],
          bad: [{ row: 4, name: 'Bo Li', status: 604, reason: 'endDate: must not be before startDate' }],
        }),
    });
    openPage();
    await screen.findByText('Wei Zhang', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: /Hall B wiring/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText('Import residents')).toBeTruthy();
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['Name,Company\n'], 'residents.csv')] } });
    const start = within(dialog).getByRole('button', { name: 'Import' });
    await waitFor(() => expect(start.hasAttribute('disabled')).toBe(false));
    fireEvent.click(start);
    expect(await within(dialog).findByText('3 rows read: 2 added, 1 not added.', {}, slow)).toBeTruthy();
    const form = api.bodiesOf('importResidentVisitors')[0] as FormData;
    expect(form.get('pid')).toBe('1');
    expect((form.get('file') as File).name).toBe('residents.csv');
    const problems = within(dialog).getByRole('table');
    expect(within(problems).getByText('Bo Li')).toBeTruthy();
    expect(within(problems).getByText('A value is missing or invalid')).toBeTruthy();
    expect(within(problems).getByText('endDate: must not be before startDate')).toBeTruthy();
  });

  it("registers one resident's face from its row and the selected ones from the bar, telling each outcome and why", async () => {
    const toasts = captureToasts();
    const api = roster({
      updateResidentFace: (body) =>
        ok(
          (body.rids as string[]).length === 1
            ? { registered: ['C1'], failed: [] }
            : {
                registered: [],
                failed: [
                  { rid: 'C1', reason: 'noFace' },
                  { rid: 'C2', reason: 'noPhoto' },
                ],
              },
        ),
      updateAllResidentFace: () => ok({ count: 2 }),
    });
    openPage();
    await screen.findByText('Wei Zhang', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Register the face of Wei Zhang' }));
    await waitFor(() => expect(toasts.shown).toContainEqual({ kind: 'success', text: 'Face sent' }), slow);
    expect(api.bodiesOf('updateResidentFace')).toEqual([{ userid, rids: ['C1'] }]);

    for (const name of ['Wei Zhang', 'Li Na']) fireEvent.click(within(rowOf(name)).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: /Register 2 faces/ }, slow));
    await waitFor(
      () =>
        expect(toasts.errors()).toEqual([
          'Face registration failed for 2 of 2 residents, please re-register their pictures (1 without a photo, 1 with no face found)',
        ]),
      slow,
    );
    expect(api.bodiesOf('updateResidentFace').at(-1)).toEqual({ userid, rids: ['C1', 'C2'] });

    fireEvent.click(screen.getByRole('button', { name: /Register all faces/ }));
    await waitFor(() => expect(api.bodiesOf('updateAllResidentFace')).toEqual([{ userid }]), slow);
    await waitFor(
      () =>
        expect(toasts.shown).toContainEqual({
          kind: 'success',
          text: 'Checking the photos of 2 residents in the background: the list shows each face state as it is done',
        }),
      slow,
    );
  });

  it('names the door groups in the roster where door access is on, and shows the QR code as text to type', async () => {
    roster({
      getPlan: () => ok(planOfDoors(true)),
      getEquipmentGroupByUserid: () => ok([fakeGroup(2, { egname: 'Hall B' }), fakeGroup(5, { egname: 'Loading bay' })]),
      SearchRVisitorByCondition: () => ok(pageOf([resident('C1', 'Wei Zhang', { egids: '2,5,9' })])),
      getRvQrcode: () =>
        ok({ rid: 'C1', code: 'R.C1.sig123', qrcode: 'data:image/png;base64,AA==', startDate: day(-10), endDate: day(10) }),
    });
    openPage();
    await screen.findByText('Wei Zhang', {}, slow);
    expect(await screen.findByRole('columnheader', { name: 'Door groups' }, slow)).toBeTruthy();
    // A group deleted since (9) is not named.
    expect(await within(rowOf('Wei Zhang')).findByText('Hall B, Loading bay', {}, slow)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'QR code of Wei Zhang' }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect((await within(dialog).findByText('R.C1.sig123', {}, slow)).tagName).toBe('CODE');
  });
});
