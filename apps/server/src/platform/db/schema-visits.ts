import type { Generated } from 'kysely';

/* Tables of the visitor areas: visits and their timeline, visitor types, the blacklist and data control. */

export interface VisitorTypeTable {
  id: Generated<number>;
  companyId: number;
  vType: string;
  /** searchKey(vType): unique in the company, and the list order. */
  vTypeKey: string;
  povDays: Generated<number>;
  qid: Generated<string>;
  category: Generated<number>;
  gateType: Generated<string>;
  createdAt: number;
  /** 1: visits of the type are refused on rest days, weekends, outside the passable hours (decision 0016). */
  refuseRestDay: Generated<number>;
  refuseWeekend: Generated<number>;
  refuseOutsideHours: Generated<number>;
  /** Door groups its visits open, comma-separated. */
  egids: Generated<string>;
  /** The form its visitors fill at sign-in: '' none, 'vip' or 'depot' (decision 0037). */
  signInForm: Generated<string>;
  /** The training video its visitors watch before signing in; '' none (decision 0039). */
  tvid: Generated<string>;
}

/** A custom field of the visitor form; eType is its visitor type's name, '' for every type. */
export interface VisitorExtendTable {
  id: Generated<number>;
  companyId: number;
  displayName: string;
  fieldName: string;
  inputType: string;
  inputValue: Generated<string>;
  inputOrder: Generated<number>;
  required: Generated<number>;
  placeholder: Generated<string>;
  isDisplay: Generated<number>;
  eType: Generated<string>;
  createdAt: number;
}

/** A visit of any kind (signinType): walk-in, invitation, pre-registration, resident. */
export interface VisitTable {
  id: Generated<number>;
  companyId: number;
  subaccountId: Generated<number>;
  /** The host; name, phone and department as they were when the visit was made. */
  empid: Generated<number>;
  empName: Generated<string>;
  /** searchKey(empName), for prefix search. */
  empNameKey: Generated<string>;
  empPhone: Generated<string>;
  empdeptid: Generated<number>;
  empDeptName: Generated<string>;
  vname: string;
  /** searchKey(vname), for prefix search. */
  vnameKey: string;
  vemail: Generated<string>;
  vphone: Generated<string>;
  vphoto: Generated<string>;
  vcompany: Generated<string>;
  sex: Generated<string>;
  visitType: Generated<string>;
  vType: Generated<string>;
  tid: Generated<number>;
  /** The full ID number; answers mask it. */
  cardId: Generated<string>;
  certType: Generated<string>;
  cardNo: Generated<string>;
  plateNum: Generated<string>;
  belongings: Generated<string>;
  peopleCount: Generated<number>;
  memberName: Generated<string>;
  remark: Generated<string>;
  /** JSON text. */
  extendCol: Generated<string>;
  signinType: number;
  permission: number;
  /** Appointment status of an invitation. */
  status: Generated<number>;
  visitdate: number | null;
  signOutDate: number | null;
  appointmentDate: number | null;
  leaveTime: number | null;
  signInOpName: Generated<string>;
  signOutOpName: Generated<string>;
  signInGate: Generated<string>;
  signOutGate: Generated<string>;
  gid: Generated<string>;
  clientNo: Generated<number>;
  qrcodeType: Generated<number>;
  qrcodeConf: Generated<number>;
  /** Sign-ins made with an invitation's code (its own row; the company's qrMaxCount bounds them). */
  codeUses: Generated<number>;
  /** The short code the invitation gives the visitor to type at the tablet (6 digits); '' for walk-ins. */
  acode: Generated<string>;
  /** A returning invitee's visit: the invitation's visit id; 0 otherwise. */
  appid: Generated<number>;
  /** YYYY-MM-DD: the sign-in day, or the appointment day until signed in. */
  listDay: string;
  /** The meeting an attendee's invitation belongs to; null for any other visit. */
  meetingId: Generated<number | null>;
  /** Door groups the visit opens, comma-separated; '' for its type's or its host's. */
  egids: Generated<string>;
  /** The safety-training score the visitor signed in with; null when none was asked (decision 0039). */
  overallScore: Generated<number | null>;
  /** JSON text of that training pass; '' when none. */
  scoreDetail: Generated<string>;
  createdAt: number;
}

/** One step of a visit's timeline. */
export interface VisitEventTable {
  id: Generated<number>;
  companyId: number;
  vid: number;
  kind: string;
  at: number;
  operator: Generated<string>;
  gate: Generated<string>;
  reason: Generated<string>;
}

/** The host's arrival mail of a visit, once sent (features/visits/host-notice.job.ts). */
export interface HostNoticeTable {
  vid: number;
  companyId: number;
  messageId: string;
  sentTo: string;
  sentAt: number;
}

/** Sign-ins of one day, per Subcompany (0 for the company's own) and shard; their sum is the day's vcount. */
export interface VisitDayTallyTable {
  companyId: number;
  subaccountId: number;
  day: string;
  shard: number;
  signedIn: number;
}

/** A person on a company's blacklist: refused at appointment and at sign-in while the switch is on. */
export interface BlacklistEntryTable {
  id: Generated<number>;
  companyId: number;
  name: string;
  /** searchKey of the name. */
  nameKey: string;
  /** Trimmed; '' for none. */
  phone: Generated<string>;
  /** As typed (trimmed); '' for none. */
  credentialNo: Generated<string>;
  /** Trimmed and lower-cased ID number; '' for none. */
  credentialKey: Generated<string>;
  remark: Generated<string>;
  /** Lower-cased name, phone, ID number and remark, for part-of-text search. */
  searchText: Generated<string>;
  /** The resident company that made the entry; 0 for the main company. */
  subaccountId: Generated<number>;
  /** The gates the entry names: comma-separated gate ids (decision 0033). */
  gids: Generated<string>;
  createdAt: number;
}

/** What a company's visit lists show (data control); absent means everything. */
export interface DataControlTable {
  companyId: number;
  /** JSON array of visit-list column keys. */
  columns: string;
  /** JSON array of visitor kinds (signinType). */
  kinds: string;
  updatedAt: number;
}
