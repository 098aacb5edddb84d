import type { Visit } from '@vestibule/contract/entities/visit';
import type { ExtendVisitor, VisitorType } from '@vestibule/contract/entities/visitor-type';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { memberNames, prefillFrom, walkInFields, walkInRequest } from './walk-in-values';

const type = (tid: number, vType: string): VisitorType => ({
  tid,
  userid: 1,
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
const field = (fieldName: string, inputType = 'text', more: Partial<ExtendVisitor> = {}): ExtendVisitor => ({
  eid: fieldName.length,
  userid: 1,
  displayName: fieldName,
  fieldName,
  inputType,
  inputValue: '',
  inputOrder: 0,
  required: 0,
  placeholder: '',
  isDisplay: 1,
  eType: '',
  ...more,
});
const types = [type(3, 'Contractor'), type(4, 'Guest')];

describe('walkInRequest', () => {
  it('sends the type, host, team and custom fields as UpdatePhoto takes them', () => {
    const fields = [field('plate'), field('day', 'date'), field('needs', 'checkbox'), field('empty')];
    const body = walkInRequest(
      {
        tid: 4,
        name: '  Li Lei ',
        host: { empid: 9, empName: 'Han' },
        visitType: 'Business',
        extendCol: { plate: ' B-1 ', day: dayjs('2026-11-24'), needs: ['Wifi', 'Parking'], empty: '' },
        peopleCount: 3,
        members: ['Ann', ' Bo, Jr ', 'left over'],
        photoUrl: '/files/p.jpg',
        phone: ' 13800000000 ',
      },
      types,
      fields,
    );
    expect(body).toEqual({
      name: 'Li Lei',
      phone: '13800000000',
      empid: 9,
      tid: 4,
      vType: 'Guest',
      visitType: 'Business',
      photoUrl: '/files/p.jpg',
      peopleCount: 3,
      memberName: 'Ann,Bo  Jr',
      extendCol: ['plate:B-1', 'day:2026-11-24', 'needs:Wifi,Parking'],
    });
  });

  it('sends one person and no type or host when none is chosen', () => {
    const body = walkInRequest({ name: 'Ann', phone: '1', peopleCount: null, members: ['ghost'] }, types, []);
    expect(body).toMatchObject({ peopleCount: 1, memberName: '', extendCol: [], photoUrl: '' });
    expect(body).not.toHaveProperty('empid');
    expect(body).not.toHaveProperty('tid');
    expect(body).not.toHaveProperty('cardId');
  });

  it('sends the ID number the terminal takes, with or without a phone', () => {
    expect(walkInRequest({ name: 'Ann', cardId: ' 11010519491231002X ' }, types, [])).toMatchObject({
      phone: '',
      cardId: '11010519491231002X',
    });
  });
});

describe('memberNames', () => {
  it('keeps only as many names as people come along', () => {
    expect(memberNames(2, ['A', 'B'])).toBe('A');
    expect(memberNames(1, ['A'])).toBe('');
  });
});

describe('walkInFields', () => {
  it('leaves out hidden fields and the visit reason', () => {
    const fields = [field('plate'), field('visitType'), field('secret', 'text', { isDisplay: 0 })];
    expect(walkInFields(fields).map((item) => item.fieldName)).toEqual(['plate']);
  });
});

describe('prefillFrom', () => {
  it("fills the form from a returning visitor's last visit", () => {
    const last = {
      vname: 'Li Lei',
      empid: 9,
      empName: 'Han',
      tid: 0,
      vType: 'Contractor',
      visitType: 'Delivery',
      extendCol: '{"plate":"B-1","needs":"Wifi,Parking","day":"2026-11-01","gone":"x"}',
      vphoto: '/files/old.jpg',
    } as Visit;
    const fields = [field('plate'), field('needs', 'checkbox'), field('day', 'date')];
    expect(prefillFrom(last, types, fields)).toEqual({
      name: 'Li Lei',
      host: { empid: 9, empName: 'Han' },
      tid: 3,
      visitType: 'Delivery',
      extendCol: { plate: 'B-1', needs: ['Wifi', 'Parking'] },
      photoUrl: '/files/old.jpg',
      peopleCount: 1,
    });
  });

  it('survives custom fields that are not JSON', () => {
    const last = {
      vname: 'A',
      empid: 0,
      empName: '',
      tid: 0,
      vType: '',
      visitType: '',
      extendCol: 'plate:B',
      vphoto: '',
    } as Visit;
    expect(prefillFrom(last, types, [field('plate')])).toMatchObject({ name: 'A', extendCol: {} });
  });
});
