import { describe, expect, it } from 'vitest';
import { searchKey } from '../../platform/db/portable.js';
import { newVisitRow, type VisitorDetails } from './new-visit.service.js';

const host = { empid: 7, empName: 'Hannah Host', empPhone: '13900000001', deptid: 3, deptName: 'Sales', subaccountId: 12 };
const visitor: VisitorDetails = {
  name: 'Vera Visitor',
  phone: '13900000002',
  vemail: 'vera@example.test',
  vphoto: '/files/photo.png',
  vcompany: 'Initech',
  sex: 'F',
  visitType: 'Business',
  tid: 4,
  vType: 'Guest',
  cardId: '',
  certType: 'idCard',
  plateNum: '',
  belongings: '',
  peopleCount: 2,
  memberName: '',
  remark: 'Early',
  extendCol: '{}',
  gid: '',
};
const start = { signinType: 2, permission: 1, appointmentDate: 1000, visitdate: null, listDay: '2026-11-21', createdAt: 900 };

describe('a new visit row', () => {
  it('keeps the host and the visitor as they are now, searchable by both names, not yet signed out', () => {
    const row = newVisitRow({ id: 1, kind: 'manager', subjectId: 1, companyId: 5 }, host, visitor, start);
    expect(row).toMatchObject({
      companyId: 5,
      subaccountId: 12,
      empid: 7,
      empDeptName: 'Sales',
      empNameKey: searchKey('Hannah Host'),
      vname: 'Vera Visitor',
      vnameKey: searchKey('Vera Visitor'),
      vphone: '13900000002',
      vphoto: '/files/photo.png',
      peopleCount: 2,
      status: 0,
      signOutDate: null,
      leaveTime: null,
      ...start,
    });
  });

  it("stays with the Subcompany that made it, whatever the host's", () => {
    const row = newVisitRow({ id: 1, kind: 'subaccount', subjectId: 30, companyId: 5 }, host, visitor, start);
    expect(row.subaccountId).toBe(30);
  });
});
