import type { ExtendVisitor, VisitorType } from '@vestibule/contract/entities/visitor-type';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { captureToasts } from '../../../test/capture-toasts';
import { fail, type FakeAnswer, fakeApi, ok } from '../../../test/fake-api';
import { fakeGroup, planOfDoors } from '../../../test/fake-door-access';
import { employeeOf } from '../../../test/fake-employees';
import { customFieldOf } from '../../../test/test-visits';
import { PreRegisterDialog } from './pre-register-dialog';
import { serverFieldError } from './pre-register-values';

// antd tables, dialogs and drawers render slowly in jsdom on a busy machine.
const heavy = 40_000;

const slow = { timeout: 10_000 };

function openDialog() {
  saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 0 });
  let closed = false;
  render(
    <AppProviders>
      <PreRegisterDialog onClose={() => (closed = true)} />
    </AppProviders>,
  );
  return { closed: () => closed };
}

const dialog = () => within(screen.getByRole('dialog'));
const visitorCard = (number: number) => screen.getByText(`Visitor ${number}`).closest('.ant-card') as HTMLElement;
const fill = (card: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(card).getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(dialog().getByRole('button', { name: 'Pre-register' }));

async function pickHost(name: string) {
  fireEvent.mouseDown(dialog().getByLabelText('Host'));
  fireEvent.click(await screen.findByText(name, {}, slow));
}

/** Opens a select and clicks one of its options. */
async function choose(select: HTMLElement, option: string) {
  fireEvent.mouseDown(select);
  const shown = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' }, slow);
  fireEvent.click(shown[shown.length - 1]!);
}

const visitorType = (tid: number, vType: string): VisitorType => ({
  tid,
  userid: 10000001,
  vType,
  povDays: 1,
  qid: '',
  category: 0,
  gateType: '',
  refuseRestDay: 0,
  refuseWeekend: 0,
  refuseOutsideHours: 0,
  egids: '',
});
const types = [visitorType(1, 'Guest'), visitorType(2, 'Vendor')];
const fields: ExtendVisitor[] = [
  customFieldOf({ eid: 1, displayName: 'Badge number', fieldName: 'badgeNo', inputOrder: 2, required: 1, eType: 'Vendor' }),
  customFieldOf({ eid: 2, displayName: 'Floor', fieldName: 'floor', inputType: 'select', inputValue: '1,2,3', inputOrder: 1 }),
  customFieldOf({ eid: 3, displayName: 'Internal note', fieldName: 'internal', isDisplay: 0, eType: 'Vendor' }),
  customFieldOf({ eid: 4, displayName: 'Escort', fieldName: 'escort', eType: 'Guest' }),
];
/** The calls every opened dialog makes: the visitor types and their fields, and the plan (no door access). */
const typeCalls = {
  getVisitorType: () => ok(types),
  GetExtendVisitor: () => ok(fields),
  getPlan: () => ok(planOfDoors(false)),
};
const hostCall = { getEmpByName: () => ok([employeeOf(7, { empName: 'Eve Host', empNo: 'E7' })]) };
const fieldLabels = (card: HTMLElement) =>
  Array.from(card.querySelectorAll('.ant-form-item-label label')).map((label) => label.textContent);

describe('pre-register dialog', { timeout: heavy }, () => {
  it.each([
    ['12345', 'Wrong length: an ID number has 18 digits (or 15 for the old ones)'],
    ['110101199013074514', 'The birth date is out of range or there are illegal characters'],
    ['110105194912310021', 'The check digit is wrong'],
    ['991011199003074514', 'The region code is not valid'],
    ['11010519491231002X', 'ID number checked'],
  ])('checks the ID number %s of an ID card: "%s"', async (idNumber, message) => {
    fakeApi({ ...typeCalls, getEmpByName: () => ok([]) });
    openDialog();
    fill(visitorCard(1), 'ID number', idNumber);
    expect(await within(visitorCard(1)).findByText(message)).toBeTruthy();
  });

  it('does not check the ID number of another certificate type', async () => {
    fakeApi({ ...typeCalls, getEmpByName: () => ok([]) });
    openDialog();
    fireEvent.mouseDown(within(visitorCard(1)).getByLabelText('Certificate type'));
    fireEvent.click(await screen.findByText('Passport'));
    fill(visitorCard(1), 'ID number', 'E1234567');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(visitorCard(1)).queryByText(/Wrong length/)).toBeNull();
  });

  it('asks for a phone or an ID number, and refuses < > in a name, before anything is sent', async () => {
    const api = fakeApi({ ...typeCalls, ...hostCall });
    openDialog();
    await pickHost('Eve Host');
    fill(visitorCard(1), 'Name', 'Li <b>');
    submit();
    expect(await within(visitorCard(1)).findByText('Enter a phone number or an ID number')).toBeTruthy();
    expect(within(visitorCard(1)).getByText('The name must not contain < > or control characters')).toBeTruthy();
    fill(visitorCard(1), 'ID number', '11010519491231002X');
    await waitFor(() => expect(within(visitorCard(1)).queryByText('Enter a phone number or an ID number')).toBeNull());
    expect(api.bodiesOf('addAppointment')).toEqual([]);
  });

  it('sends every visitor in one array for the chosen host, and shows a server error on the field it names', async () => {
    const toasts = captureToasts();
    let answer: FakeAnswer<'addAppointment'> = fail(604, '1.phone: must be a phone number');
    const api = fakeApi({
      ...typeCalls,
      ...hostCall,
      addAppointment: () => answer,
    });
    const dialogState = openDialog();
    await pickHost('Eve Host');
    fireEvent.change(dialog().getByLabelText('Visit reason'), { target: { value: 'Interview' } });
    fill(visitorCard(1), 'Name', ' Li Lei ');
    fill(visitorCard(1), 'Phone', '13900000001');
    fill(visitorCard(1), 'Company', 'Globex');
    fireEvent.click(dialog().getByRole('button', { name: 'Add a visitor' }));
    fill(visitorCard(2), 'Name', 'Han Mei');
    fill(visitorCard(2), 'Phone', '13900000002');
    fill(visitorCard(2), 'Plate number', 'A-123');
    submit();
    await waitFor(() => expect(api.bodiesOf('addAppointment')).toHaveLength(1), slow);
    const [body] = api.bodiesOf('addAppointment') as Array<Array<Record<string, unknown>>>;
    expect(body).toHaveLength(2);
    expect(body?.[0]).toMatchObject({
      userid: 10000001,
      empid: 7,
      name: 'Li Lei',
      phone: '13900000001',
      certType: 'idCard',
      vcompany: 'Globex',
      visitType: 'Interview',
    });
    expect(body?.[1]).toMatchObject({
      empid: 7,
      name: 'Han Mei',
      phone: '13900000002',
      plateNum: 'A-123',
      visitType: 'Interview',
    });
    expect(typeof body?.[0]?.appointmentDate).toBe('number');
    expect(await within(visitorCard(2)).findByText('must be a phone number')).toBeTruthy();
    expect(within(visitorCard(1)).queryByText('must be a phone number')).toBeNull();
    expect(dialogState.closed()).toBe(false);

    answer = ok({ vids: [11, 12] });
    fill(visitorCard(2), 'Phone', '13900000003');
    submit();
    await waitFor(() => expect(dialogState.closed()).toBe(true), slow);
    expect(toasts.shown).toContainEqual({ kind: 'success', text: '2 visitors pre-registered' });
  });

  it("lists the company's visitor types, and shows the chosen type's shown fields in their order in every card", async () => {
    fakeApi({ ...typeCalls, getEmpByName: () => ok([]) });
    openDialog();
    fireEvent.click(dialog().getByRole('button', { name: 'Add a visitor' }));
    // Without a type, the fields of every type.
    await waitFor(() => expect(fieldLabels(visitorCard(1))).toContain('Floor'), slow);
    fireEvent.mouseDown(dialog().getByLabelText('Visitor type'));
    await screen.findByText('Vendor', { selector: '.ant-select-item-option-content' }, slow);
    const listed = document.querySelectorAll(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-content',
    );
    expect(Array.from(listed, (option) => option.textContent)).toEqual(['Guest', 'Vendor']);
    fireEvent.click(screen.getByText('Vendor', { selector: '.ant-select-item-option-content' }));
    for (const card of [visitorCard(1), visitorCard(2)]) {
      await waitFor(() => expect(fieldLabels(card)).toContain('Badge number'));
      const labels = fieldLabels(card);
      expect(labels.indexOf('Floor')).toBe(labels.indexOf('Badge number') - 1);
      expect(labels).not.toContain('Internal note');
      expect(labels).not.toContain('Escort');
    }
    await choose(dialog().getByLabelText('Visitor type'), 'Guest');
    await waitFor(() => expect(fieldLabels(visitorCard(1))).toContain('Escort'));
    expect(fieldLabels(visitorCard(1))).not.toContain('Badge number');
  });

  it('does not send while a required field of the chosen type is empty', async () => {
    const api = fakeApi({ ...typeCalls, ...hostCall });
    openDialog();
    await pickHost('Eve Host');
    await choose(dialog().getByLabelText('Visitor type'), 'Vendor');
    fill(visitorCard(1), 'Name', 'Li Lei');
    fill(visitorCard(1), 'Phone', '13900000001');
    await within(visitorCard(1)).findByLabelText('Badge number');
    submit();
    expect(await within(visitorCard(1)).findByText('Please fill in Badge number', {}, slow)).toBeTruthy();
    fill(visitorCard(1), 'Badge number', '   ');
    submit();
    // Blanks are no badge number: the form validates again and keeps the message (it settles later on a busy machine).
    await waitFor(() => expect(within(visitorCard(1)).getByText('Please fill in Badge number')).toBeTruthy(), slow);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(within(visitorCard(1)).getByText('Please fill in Badge number')).toBeTruthy();
    expect(api.bodiesOf('addAppointment')).toEqual([]);
  });

  it("sends the type's name and id with each visitor's field values, and shows a server error on the field", async () => {
    let answer: FakeAnswer<'addAppointment'> = fail(604, '1.extendCol.0: must be at most 500 characters');
    const api = fakeApi({ ...typeCalls, ...hostCall, addAppointment: () => answer });
    const dialogState = openDialog();
    await pickHost('Eve Host');
    await choose(dialog().getByLabelText('Visitor type'), 'Vendor');
    fireEvent.click(dialog().getByRole('button', { name: 'Add a visitor' }));
    fill(visitorCard(1), 'Name', 'Li Lei');
    fill(visitorCard(1), 'Phone', '13900000001');
    await within(visitorCard(1)).findByLabelText('Badge number');
    fill(visitorCard(1), 'Badge number', ' B-7 ');
    await choose(within(visitorCard(1)).getByLabelText('Floor'), '3');
    fill(visitorCard(2), 'Name', 'Han Mei');
    fill(visitorCard(2), 'Phone', '13900000002');
    fill(visitorCard(2), 'Badge number', 'B-8');
    submit();
    await waitFor(() => expect(api.bodiesOf('addAppointment')).toHaveLength(1), slow);
    const [body] = api.bodiesOf('addAppointment') as Array<Array<Record<string, unknown>>>;
    expect(body?.[0]).toMatchObject({ name: 'Li Lei', tid: 2, vType: 'Vendor', extendCol: ['floor:3', 'badgeNo:B-7'] });
    expect(body?.[1]).toMatchObject({ name: 'Han Mei', tid: 2, vType: 'Vendor', extendCol: ['badgeNo:B-8'] });
    expect(await within(visitorCard(2)).findByText('must be at most 500 characters', {}, slow)).toBeTruthy();
    expect(within(visitorCard(1)).queryByText('must be at most 500 characters')).toBeNull();

    answer = ok({ vids: [11, 12] });
    fill(visitorCard(2), 'Badge number', 'B-9');
    submit();
    await waitFor(() => expect(dialogState.closed()).toBe(true), slow);
    expect((api.bodiesOf('addAppointment')[1] as Array<Record<string, unknown>>)[1]?.extendCol).toEqual(['badgeNo:B-9']);
  });

  it('sends the invitation by email to visitors with an address by default, by SMS or not at all as chosen', async () => {
    const api = fakeApi({ ...typeCalls, ...hostCall, addAppointment: () => ok({ vids: [21, 22] }) });
    openDialog();
    await pickHost('Eve Host');
    fill(visitorCard(1), 'Name', 'Li Lei');
    fill(visitorCard(1), 'Phone', '13900000001');
    fill(visitorCard(1), 'Email', 'li@example.com');
    fireEvent.click(dialog().getByRole('button', { name: 'Add a visitor' }));
    fill(visitorCard(2), 'Name', 'Han Mei');
    fill(visitorCard(2), 'Phone', '13900000002');
    submit();
    await waitFor(() => expect(api.bodiesOf('addAppointment')).toHaveLength(1), slow);
    const [byMail] = api.bodiesOf('addAppointment') as Array<Array<Record<string, unknown>>>;
    expect(byMail?.map((visitor) => [visitor.vemail, visitor.sendType])).toEqual([
      ['li@example.com', 'email'],
      ['', 'none'],
    ]);
    // Without door access the visit names no groups: its type's or its host's hold.
    expect(dialog().queryByLabelText('Door groups')).toBeNull();
    expect(byMail?.[0]).not.toHaveProperty('egids');
  });

  it("sends the visit's own door groups when the plan has door access, and none without", async () => {
    const api = fakeApi({
      ...typeCalls,
      ...hostCall,
      getPlan: () => ok(planOfDoors(true)),
      getEquipmentGroupByUserid: () => ok([fakeGroup(5, { egname: 'Lab' })]),
      addAppointment: () => ok({ vids: [21] }),
    });
    openDialog();
    await pickHost('Eve Host');
    fill(visitorCard(1), 'Name', 'Li Lei');
    fill(visitorCard(1), 'Phone', '13900000001');
    fireEvent.mouseDown(await dialog().findByLabelText('Door groups', {}, slow));
    fireEvent.click(await screen.findByText('Lab', { selector: '.ant-select-item-option-content' }, slow));
    submit();
    await waitFor(() => expect(api.bodiesOf('addAppointment')).toHaveLength(1), slow);
    expect(api.bodiesOf('addAppointment')[0]).toMatchObject([{ name: 'Li Lei', egids: '5' }]);
  });

  it('refuses a malformed email address before anything is sent', async () => {
    const api = fakeApi({ ...typeCalls, ...hostCall, addAppointment: () => ok({ vids: [21] }) });
    openDialog();
    await pickHost('Eve Host');
    fill(visitorCard(1), 'Name', 'Li Lei');
    fill(visitorCard(1), 'Phone', '13900000001');
    fill(visitorCard(1), 'Email', 'not-an-email');
    submit();
    expect(await within(visitorCard(1)).findByText('The email address format is wrong', {}, slow)).toBeTruthy();
    expect(api.bodiesOf('addAppointment')).toHaveLength(0);
  });

  it('removes a visitor row, but never the last one', async () => {
    fakeApi({ ...typeCalls, getEmpByName: () => ok([]) });
    openDialog();
    expect(dialog().queryByRole('button', { name: 'Remove visitor 1' })).toBeNull();
    fireEvent.click(dialog().getByRole('button', { name: 'Add a visitor' }));
    fireEvent.click(dialog().getByRole('button', { name: 'Remove visitor 2' }));
    await waitFor(() => expect(screen.queryByText('Visitor 2')).toBeNull());
  });

  it('fills the visitors from a spreadsheet in place of the blank card, keeping their email for the batch', async () => {
    const api = fakeApi({
      ...typeCalls,
      ...hostCall,
      checkVisitorImport: () =>
        ok({
          total: 2,
          rows: [
            { row: 2, name: 'Li Lei', phone: '13900000001', vemail: 'li@example.com', vcompany: 'Globex' },
            { row: 3, name: 'Han Mei', phone: '13900000002', vemail: '', vcompany: '' },
          ],
          bad: [],
        }),
      addAppointment: () => ok({ vids: [11, 12] }),
    });
    const dialogState = openDialog();
    await pickHost('Eve Host');
    fireEvent.click(dialog().getByRole('button', { name: 'Import from a spreadsheet' }));
    const title = await screen.findByText('Import visitors from a spreadsheet', {}, slow);
    const importDialog = within(title.closest('.ant-modal') as HTMLElement);
    const input = (title.closest('.ant-modal') as HTMLElement).querySelector<HTMLInputElement>('input[type=file]');
    fireEvent.change(input!, { target: { files: [new File(['name,phone\n'], 'visitors.csv')] } });
    const check = importDialog.getByRole('button', { name: 'Check file' });
    await waitFor(() => expect(check.hasAttribute('disabled')).toBe(false));
    fireEvent.click(check);
    fireEvent.click(await importDialog.findByRole('button', { name: 'Add 2 visitors to the form' }, slow));

    await waitFor(() => expect((within(visitorCard(2)).getByLabelText('Name') as HTMLInputElement).value).toBe('Han Mei'));
    expect((within(visitorCard(1)).getByLabelText('Company') as HTMLInputElement).value).toBe('Globex');
    expect(screen.queryByText('Visitor 3')).toBeNull();
    submit();
    await waitFor(() => expect(api.bodiesOf('addAppointment')).toHaveLength(1), slow);
    expect(api.bodiesOf('addAppointment')[0]).toMatchObject([
      { empid: 7, name: 'Li Lei', phone: '13900000001', vemail: 'li@example.com', vcompany: 'Globex', certType: 'idCard' },
      { empid: 7, name: 'Han Mei', phone: '13900000002', vemail: '', vcompany: '' },
    ]);
    await waitFor(() => expect(dialogState.closed()).toBe(true), slow);
  });
});

describe('server field errors', () => {
  it.each([
    ['0.name: must not contain < > or control characters', ['visitors', 0, 'name']],
    ['atlist.3.cardId: too long', ['visitors', 3, 'cardId']],
    ['0.appointmentDate: must be a date', ['appointmentDate']],
    ['empid: no such employee', ['host']],
    ['tid: no such visitor type', ['tid']],
    ['0.extendCol.1: too long', ['visitors', 0, 'extendCol', 'badgeNo']],
    ['atlist.1.extendCol.0: too long', ['visitors', 1, 'extendCol', 'floor']],
  ])('puts "%s" on %j', (reason, name) => {
    expect(serverFieldError(reason, [['floor', 'badgeNo'], ['floor']])?.name).toEqual(name);
  });

  it('leaves reasons that name no field of the form to the toast', () => {
    expect(serverFieldError('The visitor is on the blacklist')).toBeUndefined();
    expect(serverFieldError('0.qrcodeConf: too big')).toBeUndefined();
    expect(serverFieldError('0.extendCol.2: too long', [['floor', 'badgeNo']])).toBeUndefined();
    expect(serverFieldError('0.extendCol: must be at most 100 items')).toBeUndefined();
  });
});
