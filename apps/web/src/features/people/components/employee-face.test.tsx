import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { captureToasts } from '../../../test/capture-toasts';
import { fakeApi, ok } from '../../../test/fake-api';
import { planOfDoors } from '../../../test/fake-door-access';
import { employeeOf } from '../../../test/fake-employees';
import { pngFile } from '../../../test/test-files';
import { EmployeeDrawer, type EmployeeDrawerMode } from './employee-drawer';

const slow = { timeout: 10_000 };
const failure = 'Face registration failed, please re-register the picture';

function openDrawer(mode: EmployeeDrawerMode) {
  saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 0 });
  const onClose = vi.fn();
  render(
    <AppProviders>
      <EmployeeDrawer mode={mode} departments={[]} onClose={onClose} />
    </AppProviders>,
  );
  return onClose;
}

const choosePhoto = async (label: string) => {
  const picker = (await screen.findByLabelText(label, { selector: 'input' }, slow)) as HTMLInputElement;
  fireEvent.change(picker, { target: { files: [pngFile('face.png')] } });
  expect(await screen.findByRole('img', { name: 'Photo of the employee' }, slow)).toBeTruthy();
};

const eve = employeeOf(7, { empName: 'Eve Host', empPhone: '13800001000', avatar: '', face: 0 });

describe('employee drawer: face photo', () => {
  it("registers a new photo's face after saving and says the spec's message when it shows no single face", async () => {
    const toasts = captureToasts();
    const api = fakeApi({
      getRARG: () => ok([]),
      getPlan: () => ok(planOfDoors(false)),
      Upload: () => ok({ url: '/files/b/face.png' }),
      updateEmployee: () => ok({ ...eve, avatar: '/files/b/face.png' }),
      updateFace: () => ok({ registered: [], failed: [{ empid: 7, reason: 'noFace' }] }),
    });
    const onClose = openDrawer({ kind: 'edit', employee: eve });
    expect(
      await screen.findByText('A photo showing exactly one face registers the face for face sign-in when you save.'),
    ).toBeTruthy();
    await choosePhoto('Upload photo');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf('updateFace')).toEqual([{ userid: 10000001, empids: [7] }]), slow);
    expect(api.bodiesOf('updateEmployee')[0]).toMatchObject({ employeeid: 7, avatar: '/files/b/face.png' });
    // The employee is saved first, then the face of the photo saved with it is registered.
    expect(api.names().indexOf('updateEmployee')).toBeLessThan(api.names().indexOf('updateFace'));
    await waitFor(() => expect(toasts.errors()).toEqual([failure]), slow);
    expect(onClose).toHaveBeenCalled();
  });

  it('says "Face sent" when the new employee\'s photo registers', async () => {
    const toasts = captureToasts();
    const api = fakeApi({
      getMaxEmpNo: () => ok('0008'),
      getRARG: () => ok([]),
      getPlan: () => ok(planOfDoors(false)),
      Upload: () => ok({ url: '/files/c/face.png' }),
      addEmployee: (body) => ok(employeeOf(8, { empName: String(body.employee_name), avatar: String(body.avatar) })),
      updateFace: () => ok({ registered: [8], failed: [] }),
    });
    openDrawer({ kind: 'add' });
    fireEvent.change(await screen.findByLabelText('Name', {}, slow), { target: { value: 'Finn Face' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '13800001008' } });
    await choosePhoto('Upload photo');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf('updateFace')).toEqual([{ userid: 10000001, empids: [8] }]), slow);
    await waitFor(() => expect(toasts.shown).toContainEqual({ kind: 'success', text: 'Face sent' }), slow);
    expect(toasts.errors()).toEqual([]);
  });

  it('leaves the face alone when the photo did not change', async () => {
    const photographed = { ...eve, avatar: '/files/a/eve.png', face: 1 };
    const api = fakeApi({
      getRARG: () => ok([]),
      getPlan: () => ok(planOfDoors(false)),
      updateEmployee: () => ok(photographed),
    });
    const onClose = openDrawer({ kind: 'edit', employee: photographed });
    fireEvent.change(await screen.findByLabelText('Position', {}, slow), { target: { value: 'Host' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), slow);
    expect(api.names()).toContain('updateEmployee');
    expect(api.names()).not.toContain('updateFace');
  });
});
