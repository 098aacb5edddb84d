import { describe, expect, it } from 'vitest';
import { type DirectoryEntry, localPhone, planSync, type SyncedEmployee } from './sync-plan.js';

const entry = (account: string, name: string, phone: string, more: Partial<DirectoryEntry> = {}): DirectoryEntry => ({
  account,
  name,
  phone,
  email: '',
  empNo: '',
  position: '',
  departments: [],
  ...more,
});

const employee = (id: number, account: string, empName: string, empPhone: string, empState = 0): SyncedEmployee => ({
  id,
  account,
  empName,
  empPhone,
  empEmail: '',
  empNo: '',
  empPosition: '',
  empState,
});

describe('localPhone', () => {
  it.each([
    ['+86-13800000000', '13800000000'],
    ['+8613800000000', '13800000000'],
    [' 13800000000 ', '13800000000'],
    ['', ''],
  ])('%s is %s', (wire, local) => expect(localPhone(wire)).toBe(local));
});

describe('planSync', () => {
  const cases: Array<{
    title: string;
    directory: DirectoryEntry[];
    employees: SyncedEmployee[];
    expected: { added: string[]; updated: number[]; leavers: number[]; errors: string[] };
  }> = [
    {
      title: 'matches by account before phone',
      directory: [entry('a', 'Ann', '111')],
      employees: [employee(1, '', 'Other', '111'), employee(2, 'a', 'Ann', '222')],
      expected: { added: [], updated: [], leavers: [], errors: ['Ann: phone 111 belongs to another employee'] },
    },
    {
      title: 'matches by phone and takes the account',
      directory: [entry('a', 'Ann', '111')],
      employees: [employee(1, '', 'Ann', '111')],
      expected: { added: [], updated: [1], leavers: [], errors: [] },
    },
    {
      title: 'leaves an unchanged employee alone',
      directory: [entry('a', 'Ann', '111')],
      employees: [employee(1, 'a', 'Ann', '111')],
      expected: { added: [], updated: [], leavers: [], errors: [] },
    },
    {
      title: 'enables a returning employee',
      directory: [entry('a', 'Ann', '111')],
      employees: [employee(1, 'a', 'Ann', '111', 2)],
      expected: { added: [], updated: [1], leavers: [], errors: [] },
    },
    {
      title: 'adds unknown entries, refusing those without phone or with a repeated phone',
      directory: [entry('a', 'Ann', '111'), entry('b', 'Bo', ''), entry('c', 'Cy', '111'), entry('', 'Nobody', '333')],
      employees: [],
      expected: {
        added: ['Ann'],
        updated: [],
        leavers: [],
        errors: ['Bo: no mobile phone', 'Cy: phone 111 is listed twice', 'Nobody: no account'],
      },
    },
    {
      title: 'marks as left only employees with an account the directory lost, once',
      directory: [],
      employees: [employee(1, 'gone', 'Gone', '111'), employee(2, '', 'Local', '222'), employee(3, 'old', 'Old', '333', 2)],
      expected: { added: [], updated: [], leavers: [1], errors: [] },
    },
    {
      title: 'an entry without name is an error but its employee has not left',
      directory: [entry('a', ' ', '111')],
      employees: [employee(1, 'a', 'Ann', '111')],
      expected: { added: [], updated: [], leavers: [], errors: ['a: no name'] },
    },
  ];

  it.each(cases)('$title', ({ directory, employees, expected }) => {
    const plan = planSync(directory, employees);
    expect({
      added: plan.additions.map((item) => item.name),
      updated: plan.updates.map((item) => item.id),
      leavers: plan.leavers,
      errors: plan.errors.map((error) => `${error.name}: ${error.reason}`),
    }).toEqual(expected);
  });
});
