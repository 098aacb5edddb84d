import type { ExtendVisitor } from '@vestibule/contract/entities/visitor-type';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from './app-providers';
import { customFieldOptions, CustomFields, customFieldTexts } from './custom-fields';

const field = (overrides: Partial<ExtendVisitor>): ExtendVisitor => ({
  eid: 1,
  userid: 10000001,
  displayName: 'Field',
  fieldName: 'field',
  inputType: 'text',
  inputValue: '',
  inputOrder: 0,
  required: 0,
  placeholder: '',
  isDisplay: 1,
  eType: '',
  ...overrides,
});

const fields = [
  field({ eid: 1, displayName: 'Car plate', fieldName: 'plate', required: 1, placeholder: 'e.g. B-123', inputOrder: 2 }),
  field({ eid: 2, displayName: 'Shirt size', fieldName: 'size', inputType: 'button', inputValue: 'S,M,L', inputOrder: 1 }),
  field({ eid: 3, displayName: 'Floor', fieldName: 'floor', inputType: 'radio', inputValue: '1, 2', inputOrder: 3 }),
  field({ eid: 4, displayName: 'Needs', fieldName: 'needs', inputType: 'checkbox', inputValue: 'Wifi,Parking', inputOrder: 4 }),
  field({ eid: 5, displayName: 'Secret', fieldName: 'secret', isDisplay: 0, required: 1 }),
  field({ eid: 6, displayName: 'Guests', fieldName: 'guests', inputType: 'number', inputOrder: 5 }),
];

function renderForm(onFinish: (values: Record<string, unknown>) => void) {
  render(
    <AppProviders>
      <Form layout="vertical" onFinish={onFinish}>
        <CustomFields fields={fields} namePrefix={['extendCol']} />
        <Button htmlType="submit">Send</Button>
      </Form>
    </AppProviders>,
  );
}

describe('CustomFields', () => {
  it('shows the fields in order with their inputs and options, and leaves hidden ones out', async () => {
    renderForm(() => undefined);
    const labels = (await screen.findAllByText(/^(Car plate|Shirt size|Floor|Needs|Guests|Secret)$/)).map(
      (node) => node.textContent,
    );
    expect(labels).toEqual(['Shirt size', 'Car plate', 'Floor', 'Needs', 'Guests']);
    expect(screen.getByPlaceholderText('e.g. B-123')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '2' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Parking' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Guests' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Shirt size' })).toBeTruthy();
  });

  it('asks for a required field, then hands the values over under the prefix', async () => {
    const onFinish = vi.fn();
    renderForm(onFinish);
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please fill in Car plate')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Car plate'), { target: { value: 'B-77' } });
    fireEvent.click(screen.getByRole('radio', { name: '2' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Wifi' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0]![0]).toMatchObject({ extendCol: { plate: 'B-77', floor: '2', needs: ['Wifi'] } });
  });

  it('turns values into the texts a visit keeps', () => {
    expect(customFieldOptions(' a, b ,,c，d')).toEqual(['a', 'b', 'c', 'd']);
    expect(
      customFieldTexts([...fields, field({ eid: 7, fieldName: 'day', inputType: 'date' })], {
        plate: 'B-1',
        needs: ['Wifi', 'Parking'],
        guests: 3,
        day: dayjs('2026-11-23'),
        size: null,
      }),
    ).toEqual({ plate: 'B-1', size: '', floor: '', needs: 'Wifi,Parking', secret: '', guests: '3', day: '2026-11-23' });
  });
});
