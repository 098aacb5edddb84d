import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { captureToasts } from '../../../test/capture-toasts';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { fakeGroup, planOfDoors } from '../../../test/fake-door-access';
import { VisitorTypesPage } from './visitor-types-page';

const slow = { timeout: 10_000 };
const userid = 10000001;
const vendor = {
  tid: 3,
  userid,
  vType: 'Vendor',
  povDays: 1,
  qid: '',
  category: 0,
  gateType: '',
  refuseRestDay: 0,
  refuseWeekend: 0,
  refuseOutsideHours: 0,
  egids: '',
};
const guest = {
  tid: 4,
  userid,
  vType: 'Guest',
  povDays: 1,
  qid: '',
  category: 0,
  gateType: '',
  refuseRestDay: 0,
  refuseWeekend: 0,
  refuseOutsideHours: 0,
  egids: '',
};
const plate = {
  eid: 11,
  userid,
  displayName: 'Car plate',
  fieldName: 'carPlate',
  inputType: 'text',
  inputValue: '',
  inputOrder: 1,
  required: 1,
  placeholder: '',
  isDisplay: 1,
  eType: 'Vendor',
};
const size = {
  ...plate,
  eid: 12,
  displayName: 'Shirt size',
  fieldName: 'size',
  inputType: 'button',
  inputValue: 'S,M',
  required: 0,
  eType: '',
};
const reasons = () => ok({ inputValue: 'Business,Interview,Delivery,Other' });

function openPage() {
  saveProfile({ userid, token: `${userid}-abc`, loginType: 0 });
  render(
    <AppProviders>
      <VisitorTypesPage />
    </AppProviders>,
  );
}

const dialog = () => within(screen.getByRole('dialog'));

describe('/vset', () => {
  it('starts a company without types at its first type, and selects it once added', async () => {
    const types: (typeof vendor)[] = [];
    const api = fakeApi({
      getVisitorType: () => ok(types),
      GetExtendVisitor: () => ok([]),
      GetVisitType: reasons,
      addVisitorType: () => {
        types.push(vendor);
        return ok({ tid: 3 });
      },
    });
    openPage();
    expect(await screen.findByText('No visitor types yet', {}, slow)).toBeTruthy();
    expect(screen.getByText('No fields are asked of every visitor yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add the first visitor type' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Please enter the type's name", {}, slow)).toBeTruthy();
    fireEvent.change(dialog().getByLabelText('Type name'), { target: { value: ' Vendor ' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf('addVisitorType')).toEqual([{ userid, vType: 'Vendor', signInForm: '' }]), slow);
    expect(await screen.findByText('Custom fields: Vendor', {}, slow)).toBeTruthy();
    expect(screen.getByText('Vendor asks nothing beyond the shared fields yet.')).toBeTruthy();
  });

  it("sets a type's visit rules with 0/1 switches, shown only for a selected type", async () => {
    const api = fakeApi({
      getVisitorType: () => ok([guest, { ...vendor, refuseWeekend: 1 }]),
      GetExtendVisitor: () => ok([]),
      GetVisitType: reasons,
      updateVisitorTypeRules: () => ok(),
    });
    openPage();
    expect(await screen.findByText('Custom fields: All visitor types', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'When Vendor may visit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Vendor/ }));
    const rules = within(await screen.findByRole('region', { name: 'When Vendor may visit' }, slow));
    expect(rules.getByRole('switch', { name: 'Refuse visits at weekends' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(rules.getByRole('switch', { name: 'Refuse visits on rest days' }));
    fireEvent.click(rules.getByRole('button', { name: 'Save' }));
    await waitFor(
      () =>
        expect(api.bodiesOf('updateVisitorTypeRules')).toEqual([
          { userid, tid: 3, refuseRestDay: 1, refuseWeekend: 1, refuseOutsideHours: 0 },
        ]),
      slow,
    );
  });

  it("shows a type's own fields in the table, and the shared ones under all types", async () => {
    fakeApi({ getVisitorType: () => ok([guest, vendor]), GetExtendVisitor: () => ok([plate, size]), GetVisitType: reasons });
    openPage();
    expect(await screen.findByText('Custom fields: All visitor types', {}, slow)).toBeTruthy();
    expect(screen.getByText('Shirt size')).toBeTruthy();
    expect(screen.getByText('Drop-down')).toBeTruthy();
    expect(screen.getByText('M')).toBeTruthy();
    expect(screen.queryByText('Car plate')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Vendor/ }));
    expect(await screen.findByText('Car plate')).toBeTruthy();
    expect(screen.queryByText('Shirt size')).toBeNull();
    expect(within(screen.getByRole('table')).getAllByText('Yes')).toHaveLength(2);
  });

  it('adds a select field with options to the selected type, refusing it without options', async () => {
    const api = fakeApi({
      getVisitorType: () => ok([vendor]),
      GetExtendVisitor: () => ok([plate]),
      GetVisitType: reasons,
      addExtendVisitor: () => ok({ eid: 20 }),
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: /^Vendor/ }, slow));
    fireEvent.click(await screen.findByRole('button', { name: 'Add field' }));
    fireEvent.change(dialog().getByLabelText('Label'), { target: { value: 'Floor' } });
    fireEvent.mouseDown(dialog().getByRole('combobox', { name: 'Input type' }));
    fireEvent.click(await screen.findByTitle('Single choice'));
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please add at least one option', {}, slow)).toBeTruthy();
    const options = dialog().getByRole('combobox', { name: 'Options' });
    fireEvent.change(options, { target: { value: 'Low' } });
    fireEvent.keyDown(options, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.change(options, { target: { value: 'High' } });
    fireEvent.keyDown(options, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(
      () =>
        expect(api.bodiesOf('addExtendVisitor')).toEqual([
          {
            userid,
            displayName: 'Floor',
            fieldName: '',
            inputType: 'radio',
            inputValue: 'Low,High',
            inputOrder: 2,
            required: 0,
            placeholder: '',
            isDisplay: 1,
            eType: 'Vendor',
          },
        ]),
      slow,
    );
  });

  it('says the custom fields go too before deleting a type, and renames one', async () => {
    const toasts = captureToasts();
    const api = fakeApi({
      getVisitorType: () => ok([vendor]),
      GetExtendVisitor: () => ok([plate]),
      GetVisitType: reasons,
      delVisitorType: () => ok(),
      updateVisitorType: () => fail(78, 'Visitor type exists'),
      getPlan: () => ok(planOfDoors(false)),
      getTags: () => ok([]),
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Vendor?' }, slow));
    expect(
      await screen.findByText(
        'The visitor type and its custom field are deleted too. Visits already recorded keep their answers.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.bodiesOf('delVisitorType')).toEqual([{ userid, tid: 3 }]));

    fireEvent.click(screen.getByRole('button', { name: 'Rename Vendor' }));
    fireEvent.change(await screen.findByLabelText('Type name'), { target: { value: 'Guest' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(
      () => expect(api.bodiesOf('updateVisitorType')).toEqual([{ userid, tid: 3, vType: 'Guest', signInForm: '' }]),
      slow,
    );
    await waitFor(() => expect(toasts.errors()).toEqual(['Visitor type already exists']));
    // Without door access the dialog has no door groups and leaves the type's as they are.
    expect(screen.queryByLabelText('Door groups')).toBeNull();
    expect(api.names()).not.toContain('getEquipmentGroupByUserid');
  });

  it("with door access, shows the type's door groups and saves the ones chosen", async () => {
    const api = fakeApi({
      getVisitorType: () => ok([{ ...vendor, egids: '2' }]),
      GetExtendVisitor: () => ok([]),
      GetVisitType: reasons,
      getPlan: () => ok(planOfDoors(true)),
      getEquipmentGroupByUserid: () => ok([fakeGroup(2, { egname: 'Lobby' }), fakeGroup(5, { egname: 'Lab' })]),
      updateVisitorType: () => ok(),
    });
    openPage();
    // With door groups to choose, the type is edited, not only renamed.
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Vendor' }, slow));
    expect(screen.getByRole('dialog', { name: 'Edit Vendor' })).toBeTruthy();
    expect(await dialog().findByText('Lobby', {}, slow)).toBeTruthy();
    fireEvent.mouseDown(dialog().getByLabelText('Door groups'));
    fireEvent.click(await screen.findByText('Lab', { selector: '.ant-select-item-option-content' }, slow));
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(
      () =>
        expect(api.bodiesOf('updateVisitorType')).toEqual([{ userid, tid: 3, vType: 'Vendor', egids: '2,5', signInForm: '' }]),
      slow,
    );
  });

  it("sets the form a type's visitors fill at sign-in, shown as it is saved", async () => {
    const api = fakeApi({
      getVisitorType: () => ok([{ ...vendor, signInForm: 'vip' as const }]),
      GetExtendVisitor: () => ok([]),
      GetVisitType: reasons,
      getPlan: () => ok(planOfDoors(false)),
      updateVisitorType: () => ok(),
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Vendor' }, slow));
    const formSetting = await dialog().findByLabelText('Form at sign-in', {}, slow);
    expect(
      dialog().getByText('VIP reception request', { selector: '.ant-select-content-value, .ant-select-selection-item' }),
    ).toBeTruthy();
    fireEvent.mouseDown(formSetting);
    fireEvent.click(
      await screen.findByText('Delivery record (goods and tools)', { selector: '.ant-select-item-option-content' }, slow),
    );
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(
      () => expect(api.bodiesOf('updateVisitorType')).toEqual([{ userid, tid: 3, vType: 'Vendor', signInForm: 'depot' }]),
      slow,
    );
  });

  it('edits the visit reasons as tags and saves them together', async () => {
    const api = fakeApi({
      getVisitorType: () => ok([]),
      GetExtendVisitor: () => ok([]),
      GetVisitType: reasons,
      updateVisitType: () => ok(),
    });
    openPage();
    expect(await screen.findByText('Interview', {}, slow)).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save reasons' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText('Remove Delivery'));
    const input = () => screen.getByLabelText('New reason');
    fireEvent.change(input(), { target: { value: 'Interview' } });
    fireEvent.keyDown(input(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.keyUp(input(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('“Interview” is listed already')).toBeTruthy();
    fireEvent.change(input(), { target: { value: 'Repair' } });
    fireEvent.keyDown(input(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('Repair')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save reasons' }));
    await waitFor(() =>
      expect(api.bodiesOf('updateVisitType')).toEqual([{ userid, inputValue: 'Business,Interview,Other,Repair' }]),
    );
  });

  it('adds visitor tags, says when a name is taken (30), and removes one', async () => {
    let tags = [{ tid: 1, tagName: 'VIP' }];
    const api = fakeApi({
      getVisitorType: () => ok([vendor]),
      GetExtendVisitor: () => ok([]),
      GetVisitType: reasons,
      getPlan: () => ok(planOfDoors(false)),
      getTags: () => ok(tags),
      addTag: (body) => {
        if (body.tagName === 'Press') return fail(30, 'tagName: the company already has a tag of that name', 'tagName');
        tags = [...tags, { tid: 2, tagName: String(body.tagName) }];
        return ok({ tid: 2 });
      },
      delTag: (body) => {
        tags = tags.filter((tag) => tag.tid !== body.tid);
        return ok();
      },
    });
    openPage();
    const panel = await screen.findByRole('region', { name: 'Visitor tags' }, slow);
    expect(await within(panel).findByText('VIP', {}, slow)).toBeTruthy();

    fireEvent.change(within(panel).getByLabelText('New tag'), { target: { value: 'vip' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add tag' }));
    expect(await within(panel).findByText('The tag vip already exists')).toBeTruthy();
    expect(api.bodiesOf('addTag')).toEqual([]);

    fireEvent.change(within(panel).getByLabelText('New tag'), { target: { value: 'Contractor' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add tag' }));
    expect(await within(panel).findByText('Contractor', {}, slow)).toBeTruthy();
    expect(api.bodiesOf('addTag')).toEqual([{ userid, tagName: 'Contractor' }]);

    // Taken on the server meanwhile (another console): the field says so.
    fireEvent.change(within(panel).getByLabelText('New tag'), { target: { value: 'Press' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add tag' }));
    expect(await within(panel).findByText('The tag Press already exists')).toBeTruthy();

    fireEvent.click(within(panel).getByLabelText('Remove tag VIP'));
    await waitFor(() => expect(api.bodiesOf('delTag')).toEqual([{ userid, tid: 1 }]));
    await waitFor(() => expect(within(panel).queryByText('VIP')).toBeNull());
  });
});
