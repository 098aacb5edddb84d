import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import type { SignInForms } from '../lib/sign-in-form';
import { SignInFormStep } from './sign-in-form-step';

function openStep(kind: 'vip' | 'depot') {
  const sent: SignInForms[] = [];
  const back = vi.fn();
  render(
    <AppProviders>
      <SignInFormStep kind={kind} busy={false} onSubmit={(forms) => sent.push(forms)} onBack={back} />
    </AppProviders>,
  );
  return { sent, back };
}

describe('the form a visitor type asks for at the tablet', { timeout: 20_000 }, () => {
  it('sends two lines of goods and one tool with the depot record, a quantity 1 unless changed', async () => {
    const { sent } = openStep('depot');
    fireEvent.change(await screen.findByLabelText('Goods, line 1: item'), { target: { value: ' Copy paper ' } });
    fireEvent.change(screen.getByLabelText('Goods, line 1: quantity'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add goods' }));
    fireEvent.change(screen.getByLabelText('Goods, line 2: item'), { target: { value: 'Toner' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a tool' }));
    fireEvent.change(screen.getByLabelText('Tools and equipment, line 1: item'), { target: { value: 'Pallet jack' } });
    fireEvent.change(screen.getByLabelText('Vehicle plate'), { target: { value: 'A-12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      askedForm: 'depot',
      depotForm: {
        goods: [
          { name: 'Copy paper', quantity: 20, unit: '' },
          { name: 'Toner', quantity: 1, unit: '' },
        ],
        tools: [{ name: 'Pallet jack', quantity: 1 }],
        plateNum: 'A-12345',
        deliveryNoteNo: '',
        remark: '',
      },
    });
  });

  it('asks for at least one line, and for the item of a line it keeps', async () => {
    const { sent, back } = openStep('depot');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove line 1 of Goods' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('List at least one line of goods or tools.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a tool' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the item')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledOnce();
  });

  it('sends the VIP reception request with the services chosen, in the order they are offered', async () => {
    const { sent } = openStep('vip');
    fireEvent.change(await screen.findByLabelText('Title or position'), { target: { value: 'CEO' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Parking' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Meeting room' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      askedForm: 'vip',
      vipForm: {
        guestTitle: 'CEO',
        partySize: 1,
        receptionLevel: 'standard',
        services: ['meetingRoom', 'parking'],
        arrivalTime: '',
        specialRequests: '',
      },
    });
  });
});
