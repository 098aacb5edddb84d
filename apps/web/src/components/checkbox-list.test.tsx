import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CheckboxList } from './checkbox-list';

const options = ['Wifi', 'Parking', 'Lunch'].map((name) => ({ value: name, label: name }));

function Chooser({ changes }: { changes: string[][] }) {
  const [value, setValue] = useState<string[]>(['Lunch']);
  return (
    <CheckboxList
      options={options}
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

describe('CheckboxList', () => {
  it("checks the boxes of the value, and hands over the choices in the options' order whatever the clicks' order", () => {
    const changes: string[][] = [];
    render(<Chooser changes={changes} />);
    const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
    expect([box('Wifi').checked, box('Parking').checked, box('Lunch').checked]).toEqual([false, false, true]);
    fireEvent.click(box('Parking'));
    expect(box('Parking').checked).toBe(true);
    fireEvent.click(box('Wifi'));
    fireEvent.click(box('Lunch'));
    expect(changes).toEqual([
      ['Parking', 'Lunch'],
      ['Wifi', 'Parking', 'Lunch'],
      ['Wifi', 'Parking'],
    ]);
    expect(box('Lunch').checked).toBe(false);
  });

  it('offers no change while disabled', () => {
    render(<CheckboxList options={options} value={['Wifi']} disabled />);
    expect(screen.getAllByRole<HTMLInputElement>('checkbox').map((box) => box.disabled)).toEqual([true, true, true]);
  });
});
