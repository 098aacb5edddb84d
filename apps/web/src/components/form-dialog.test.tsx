import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Button, Form, Input, TreeSelect } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from './app-providers';
import { FormDrawer, FormModal } from './form-dialog';

const escape = (element: Element) => fireEvent.keyDown(element, { key: 'Escape', code: 'Escape', keyCode: 27 });
// antd's test ids give every dialog the same label id, so the question is found by its class.
const confirmation = () => document.querySelector<HTMLElement>('.ant-modal-confirm');
const asked = () =>
  waitFor(() => {
    const dialog = confirmation();
    if (!dialog?.textContent?.includes('Discard your changes?')) throw new Error('The dialog did not ask');
    return dialog;
  });

function NameForm() {
  return (
    <Form name="sample" layout="vertical">
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      <Form.Item name="team" label="Team">
        <TreeSelect treeData={[{ value: 1, title: 'Sales' }]} />
      </Form.Item>
    </Form>
  );
}

function openModal() {
  const onClose = vi.fn();
  render(
    <AppProviders>
      <FormModal title="Sample" onClose={onClose}>
        <NameForm />
      </FormModal>
    </AppProviders>,
  );
  return onClose;
}

function openDrawer(dirty = false) {
  const onClose = vi.fn();
  render(
    <AppProviders>
      <FormDrawer title="Sample" onClose={onClose} dirty={dirty} footer={(close) => <Button onClick={close}>Cancel</Button>}>
        <NameForm />
      </FormDrawer>
    </AppProviders>,
  );
  return onClose;
}

describe('form dialogs', () => {
  it('close at once while nothing was typed', async () => {
    const onClose = openModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(confirmation()).toBeNull();
  });

  it.each([
    ['Escape', () => escape(screen.getByLabelText('Name'))],
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Cancel', () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['a click on the mask', () => fireEvent.click(document.querySelector('.ant-modal-wrap')!)],
  ])('ask before %s throws away what was typed in a dialog', async (_way, close) => {
    const onClose = openModal();
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Eve' } });
    close();
    fireEvent.click(within(await asked()).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(confirmation()).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Eve');

    close();
    fireEvent.click(within(await asked()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('lets Escape close an open tree select only, then asks before closing the drawer', async () => {
    const onClose = openDrawer();
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Eve' } });
    const team = screen.getByRole('combobox');
    fireEvent.mouseDown(team);
    await waitFor(() => expect(team.getAttribute('aria-expanded')).toBe('true'));
    escape(team);
    await waitFor(() => expect(team.getAttribute('aria-expanded')).toBe('false'));
    expect(confirmation()).toBeNull();
    escape(team);
    expect(await asked()).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks for unsaved state outside the form, such as a chosen file', async () => {
    const onClose = openDrawer(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await asked()).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
