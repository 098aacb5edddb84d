import type { ResidentVisitor } from '@vestibule/contract/entities/resident-visitor';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { captureToasts } from '../../../test/capture-toasts';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { fakeGroup, planOfDoors } from '../../../test/fake-door-access';
import { pngFile } from '../../../test/test-files';
import { ResidentDrawer, type ResidentDrawerMode } from './resident-drawer';

const heavy = 40_000;
const slow = { timeout: 20_000 };
const userid = 10000001;

function openDrawer(mode: ResidentDrawerMode = { kind: 'add', pid: 4 }) {
  saveProfile({ userid, token: `${userid}-abc`, loginType: 0 });
  const onClose = vi.fn();
  render(
    <AppProviders>
      <ResidentDrawer mode={mode} onClose={onClose} />
    </AppProviders>,
  );
  return onClose;
}

const wei: ResidentVisitor = {
  rid: 'C7',
  pid: 0,
  pName: '',
  userid,
  company: 'Bright Builders',
  name: 'Wei Zhang',
  phone: '13900000000',
  avatar: '',
  age: '',
  sex: 0,
  leader: '',
  area: '',
  job: '',
  department: '',
  cardid: '',
  cardNo: '',
  plateNum: '',
  startDate: '2026-01-01',
  endDate: '2099-12-31',
  remark: '',
  egids: '2',
  face: 0,
  rstatus: 0,
  fileNames: [],
  createTime: 1,
};

const lookups = { getProject: () => ok([]), getAllResidentCompany: () => ok([]) };

describe('resident drawer', { timeout: heavy }, () => {
  it('asks for the name, company, a phone or ID number and the days, then tells a company on another project (301)', async () => {
    const toasts = captureToasts();
    const api = fakeApi({
      getProject: () =>
        ok([
          {
            pid: 4,
            userid,
            pName: 'Roof repair',
            charge: '',
            chargePhone: '',
            area: '',
            content: '',
            startDate: '',
            endDate: '',
            remark: '',
            createTime: 1,
            pcount: 0,
            account: '',
          },
        ]),
      getAllResidentCompany: () => ok([]),
      getPlan: () => ok(planOfDoors(false)),
      addResidentVisitor: () => fail(301, "The resident's company works on another project", { pid: 2 }),
    });
    const onClose = openDrawer();
    const drawer = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    for (const message of ['Name cannot be empty', 'Company name cannot be empty', 'Date cannot be empty'])
      expect(await within(drawer).findByText(message, {}, slow)).toBeTruthy();
    expect(within(drawer).getAllByText('Enter a phone number or an ID number')).toHaveLength(2);

    fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: ' Wei Zhang ' } });
    fireEvent.change(within(drawer).getByLabelText('Company'), { target: { value: 'Bright Builders' } });
    fireEvent.change(within(drawer).getByLabelText('ID number'), { target: { value: '110101199003077778' } });
    expect(await within(drawer).findByText('This ID number is not valid', {}, slow)).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('ID number'), { target: { value: '' } });
    fireEvent.change(within(drawer).getByLabelText('Phone'), { target: { value: '13900000000' } });
    const end = within(drawer).getByLabelText('Valid until');
    fireEvent.mouseDown(end);
    fireEvent.change(end, { target: { value: '2099-12-31' } });
    fireEvent.keyDown(end, { key: 'Enter' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.bodiesOf('addResidentVisitor')).toEqual([
        expect.objectContaining({
          userid,
          pid: 4,
          name: 'Wei Zhang',
          company: 'Bright Builders',
          phone: '13900000000',
          cardid: '',
          startDate: dayjs().format('YYYY-MM-DD'),
          endDate: '2099-12-31',
        }),
      ]),
    );
    await waitFor(() => expect(toasts.errors()).toEqual(["The resident's company works on another project"]));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the resident's door groups where door access is on and sends the chosen ones as egids", async () => {
    const api = fakeApi({
      ...lookups,
      getPlan: () => ok(planOfDoors(true)),
      getEquipmentGroupByUserid: () => ok([fakeGroup(2, { egname: 'Hall B' }), fakeGroup(5, { egname: 'Loading bay' })]),
      updateResidentVisitor: () => ok(),
    });
    const onClose = openDrawer({ kind: 'edit', resident: wei });
    const drawer = await screen.findByRole('dialog', {}, slow);
    const picker = await within(drawer).findByLabelText('Door groups', {}, slow);
    expect(await within(drawer).findByText('Hall B', {}, slow)).toBeTruthy();
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByTitle('Loading bay', {}, slow));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), slow);
    expect(api.bodiesOf('updateResidentVisitor')).toEqual([expect.objectContaining({ rid: 'C7', egids: [2, 5] })]);
    // The photo did not change: its registration stands.
    expect(api.names()).not.toContain('updateResidentFace');
  });

  it("registers a new photo's face after saving and tells why it failed; no door groups without door access", async () => {
    const toasts = captureToasts();
    const api = fakeApi({
      ...lookups,
      getPlan: () => ok(planOfDoors(false)),
      Upload: () => ok({ url: '/files/b/face.png' }),
      updateResidentVisitor: () => ok(),
      updateResidentFace: () => ok({ registered: [], failed: [{ rid: 'C7', reason: 'manyFaces' }] }),
    });
    const onClose = openDrawer({ kind: 'edit', resident: wei });
    const drawer = await screen.findByRole('dialog', {}, slow);
    expect(
      await within(drawer).findByText(
        'A photo showing exactly one face registers the face for face sign-in when you save.',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(within(drawer).queryByLabelText('Door groups')).toBeNull();
    const upload = await within(drawer).findByLabelText('Upload photo', { selector: 'input' }, slow);
    fireEvent.change(upload, { target: { files: [pngFile('face.png')] } });
    expect(await within(drawer).findByRole('img', { name: 'Photo of the resident' }, slow)).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf('updateResidentFace')).toEqual([{ userid, rids: ['C7'] }]), slow);
    expect(api.bodiesOf('updateResidentVisitor')[0]).toMatchObject({ rid: 'C7', avatar: '/files/b/face.png' });
    expect(api.names().indexOf('updateResidentVisitor')).toBeLessThan(api.names().indexOf('updateResidentFace'));
    await waitFor(
      () =>
        expect(toasts.errors()).toEqual([
          'Face registration failed, please re-register the picture. The photo shows more than one face.',
        ]),
      slow,
    );
    expect(onClose).toHaveBeenCalled();
  });
});
