import type { SubAccount, SubAccountTemplate } from '@vestibule/contract/entities/sub-account';

/** A resident company of company 10000001 as the server lists it, with the given fields changed. */
export const fakeSubAccount = (fields: Partial<SubAccount> = {}): SubAccount => ({
  id: 7,
  userid: 10000001,
  pemail: 'ada@acme.test',
  email: 'desk@nimbus.test',
  password: '',
  phone: '',
  logo: '',
  companyName: 'Nimbus Labs',
  floor: '5',
  roomNumber: '501',
  refreshDate: 0,
  token: '',
  balance: 0,
  egids: '',
  gids: '',
  vegids: '',
  digest: '',
  sType: 10,
  account: 'desk@nimbus.test',
  vaPerm: 1,
  adminType: 0,
  module: [
    { key: 'visits', name: 'Visitor records' },
    { key: 'employees', name: 'Employees' },
  ],
  subAccountiId: fields.id ?? 7,
  isUse: 1,
  companyProfile: '',
  meetingPoint: '',
  createTime: 0,
  empCount: 0,
  ...fields,
});

/** The defaults of a company that never changed them. */
export const fakeSubAccountTemplate = (fields: Partial<SubAccountTemplate> = {}): SubAccountTemplate => ({
  userid: 10000001,
  module: [{ key: 'visits', name: 'Visitor records' }],
  vaPerm: 0,
  floor: '',
  roomNumber: '',
  gids: '',
  egids: '',
  vegids: '',
  balance: 0,
  companyProfile: '',
  meetingPoint: '',
  ...fields,
});
