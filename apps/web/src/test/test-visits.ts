import type { Visit, VisitWithTimeline } from '@vestibule/contract/entities/visit';
import type { ExtendVisitor } from '@vestibule/contract/entities/visitor-type';

/** A visit as the searches answer it, with the fields a test cares about. */
export function visitOf(vid: number, fields: Partial<Visit> = {}): Visit {
  return {
    vid,
    userid: 10000001,
    subaccountId: 0,
    empid: 7,
    empdeptid: 3,
    empDeptName: 'Sales',
    empName: 'Eve Host',
    empPhone: '13800000007',
    company: 'Acme',
    vname: `Visitor ${vid}`,
    vemail: '',
    vphone: `1390000000${vid}`,
    vphoto: '',
    vcompany: 'Globex',
    sex: '',
    visitType: 'Business',
    vType: 'Guest',
    tid: 0,
    cardId: '',
    certType: 'idCard',
    cardNo: '',
    plateNum: '',
    belongings: '',
    peopleCount: 1,
    memberName: '',
    remark: '',
    extendCol: '',
    signinType: 2,
    permission: 1,
    status: 0,
    visitdate: null,
    signOutDate: null,
    appointmentDate: Date.UTC(2026, 10, 23, 9, 0),
    leaveTime: null,
    signInOpName: '',
    signOutOpName: '',
    signInGate: '',
    signOutGate: '',
    gid: '',
    clientNo: 0,
    createTime: '2026-11-22 10:00:00',
    visitStatus: 'authorized',
    ...fields,
  };
}

export const withTimeline = (visit: Visit, events: VisitWithTimeline['events'] = []): VisitWithTimeline => ({
  ...visit,
  events,
});

/** A custom field of the visitor types: a shown, optional text field of every type unless told otherwise. */
export const customFieldOf = (
  fields: Partial<ExtendVisitor> & Pick<ExtendVisitor, 'eid' | 'displayName' | 'fieldName'>,
): ExtendVisitor => ({
  userid: 10000001,
  inputType: 'text',
  inputValue: '',
  inputOrder: 1,
  required: 0,
  placeholder: '',
  isDisplay: 1,
  eType: '',
  ...fields,
});
