import type { Generated } from 'kysely';
import type {
  BlacklistEntryTable,
  DataControlTable,
  VisitDayTallyTable,
  HostNoticeTable,
  VisitEventTable,
  VisitorExtendTable,
  VisitorTypeTable,
  VisitTable,
} from './schema-visits.js';
import type { ApprovalAreaTable, ApprovalRuleTable, ApprovalStepTable } from './schema-approvals.js';
import type { CompanyTemplateTable, EmployeeTemplateTable, ReceptionAccountTable } from './schema-reception.js';
import type { HolidayTable, NoticeDeliveryTable, SyncReportTable } from './schema-settings.js';
import type { OvertimeDayTable, OvertimeRecordTable } from './schema-overtime.js';
import type { InterimCardTable } from './schema-interim-cards.js';
import type { ResidentProjectTable, ResidentVisitorTable } from './schema-residents.js';
import type { QuestionnaireItemTable, QuestionnaireTable, TrainingVideoTable, VideoChunkTable } from './schema-training.js';
import type { VisitFormTable } from './schema-visit-forms.js';
import type { TrainingAttemptTable, TrainingPassTable } from './schema-training-gate.js';
import type { SsoProviderTable } from './schema-sso.js';
import type { SubAccountTable, SubAccountTemplateTable } from './schema-sub-accounts.js';
import type { MeetingTable } from './schema-meetings.js';
import type { SuperAccountCompanyTable, SuperAccountTable } from './schema-super-accounts.js';
import type {
  AccessRecordTable,
  DoorKeyTable,
  EquipmentGroupDeviceTable,
  EquipmentGroupTable,
  EquipmentTable,
} from './schema-door-access.js';
import type { GateTable, VisitorTagTable, VisitTagTable } from './schema-gates.js';
import type {
  DepartmentTable,
  EmployeeTable,
  EmpDeptTable,
  DepartmentDirectorTable,
  DepartmentReceiverTable,
  VisitorManagerTable,
  EmployeeEquipmentGroupTable,
  RoleTable,
  RoleEmpTable,
  VisitProxyTable,
  EmployeeImportTable,
} from './schema-people.js';

export type * from './schema-visits.js';
export type * from './schema-reception.js';
export type * from './schema-settings.js';
export type * from './schema-approvals.js';
export type * from './schema-overtime.js';
export type * from './schema-interim-cards.js';
export type * from './schema-residents.js';
export type * from './schema-visit-forms.js';
export type * from './schema-sso.js';
export type * from './schema-sub-accounts.js';
export type * from './schema-meetings.js';
export type * from './schema-super-accounts.js';
export type * from './schema-door-access.js';
export type * from './schema-gates.js';
export type * from './schema-training.js';
export type * from './schema-training-gate.js';
// Values too: the employee states.
export * from './schema-people.js';

/* Table types as the repositories see them (camelCase; snake_case in SQL). */

export interface CompanySettings {
  msgNotify: number;
  smsNotify: number;
  ivrNotify: number;
  ddnotify: number;
  ddautosync: number;
  rtxAuto: number;
  rtxport: number;
  scaner: number;
  tempEditSwitch: number;
  permissionSwitch: number;
  qrMaxCount: number;
  qrMaxDuration: number;
  preExtendTime: number;
  latExtendTime: number;
  leaveExpiryTime: number;
  comeAgain: number;
  signOutSwitch: number;
  faceScaner: number;
  blackListSwitch: number;
  emailType: number;
  smtpPort: number;
  ssl: number;
  qrcodeSwitch: number;
  qrcodeType: number;
  printType: number;
  cardType: number;
  cardSize: number;
  cardLogo: number;
  badgeMode: number;
  brandType: number;
  brandPosition: number;
  showAvatar: number;
  avatarType: number;
  /** The sign-out QR code on the badge (updateCardStyle's badgeQrcode). */
  badgeQrcode: number;
  processSwitch: number;
  questionnaireSwitch: number;
  unsubscribe: number;
  subAccount: number;
  smsCount: number;
  wxSmsCount: number;
  appSmsCount: number;
  pwdPolicy: number;
  pwdExpireDays: number;
  /** Failed sign-ins that lock an account, and the minutes they count and the lock lasts. */
  lockThreshold: number;
  lockMinutes: number;
  ddcorpid: string;
  ddcorpsecret: string;
  ddagentid: string;
  rtxip: string;
  emailAccount: string;
  emailPwd: string;
  smtp: string;
  exchange: string;
  domain: string;
  qrcode: string;
  upDuty: string;
  offDuty: string;
  passableSTime: string;
  passableETime: string;
  defaultPhoto: string;
  themecolor: string;
  backgroundPic: string;
  carouselPic: string;
  badgeCustom: string;
  customText: string;
  cardText: string;
  cardPic: string;
  logo: string;
  secureProtocol: string;
  /** Whether notices go out by mail at all (setNotifyEmail); 41 for a test mail while off. */
  emailNotify: number;
  /** The company's own SMS gateway (features/notice): a URL template and its credentials; '' for the server's. */
  smsUrlTemplate: string;
  smsAccount: string;
  smsPwd: string;
  /** The language of the mails and SMS the server writes for the company: en, zh, hk or ja. */
  language: string;
}

/** Columns with a database default may be left out of an insert. */
type Defaulted<T> = { [K in keyof T]: Generated<T[K]> };

export interface CompanyTable extends Defaulted<CompanySettings> {
  id: number;
  company: string;
  /** Lower-cased, trimmed name: company names are unique regardless of case. */
  companyKey: string;
  abbreviation: Generated<string>;
  office: Generated<string>;
  affiliatedCompany: Generated<string>;
  username: string;
  email: string;
  phone: string;
  passwordHash: string;
  passwordChangedAt: number;
  userType: Generated<number>;
  regDate: number;
  loginDate: Generated<number | null>;
  refreshDate: Generated<number | null>;
  expireDate: Generated<number | null>;
  /** The Administrator hid the setup guide on the overview (1). */
  setupGuideDismissed: Generated<number>;
  /** free, business or factory (rules/plans.ts). */
  plan: Generated<string>;
  /** The month (YYYY-MM) smsMonthCount counts SMS notices of. */
  smsMonth: Generated<string>;
  smsMonthCount: Generated<number>;
}

export interface SessionTable {
  id: Generated<number>;
  tokenHash: string;
  subjectKind: string;
  subjectId: number;
  companyId: number;
  createdAt: number;
  lastSeenAt: number;
  ip: string;
  /** The browser's User-Agent at sign-in, cut to 512 characters. */
  userAgent: Generated<string>;
}

export interface LoginFailureTable {
  id: Generated<number>;
  subjectKind: string;
  account: string;
  /** The client address the attempt came from ('' for checks only a signed-in holder can make). */
  address: Generated<string>;
  at: number;
}

/** A captcha, SMS code, reset link or download ticket: spent once, before it expires (platform/secrets.ts). */
export interface SingleUseSecretTable {
  id: Generated<number>;
  purpose: string;
  /** Only the hash is kept: SHA-256 of a random token, argon2id of a short code. */
  secretHash: string;
  /** Who or what the secret is for: an account, a phone, a session. */
  subject: string;
  /** JSON text. */
  payload: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

export interface RateCounterTable {
  key: string;
  windowStart: number;
  hits: number;
}

export interface StoredFileTable {
  id: Generated<number>;
  key: string;
  companyId: number;
  name: string;
  mime: string;
  size: number;
  content: Buffer;
  createdAt: number;
}

export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

export interface JobTable {
  id: Generated<number>;
  kind: string;
  /** JSON text. */
  payload: string;
  /** Jobs with the same key are one job: enqueueing it again changes nothing. */
  uniqueKey: string | null;
  companyId: number | null;
  status: Generated<JobStatus>;
  attempts: Generated<number>;
  maxAttempts: number;
  /** Not before this instant (the first run, or the next try after a failure). */
  runAt: number;
  /** The worker running it, and until when its claim holds (a dead worker's job is claimed again after). */
  lockedBy: string | null;
  lockedUntil: number | null;
  lastError: string | null;
  createdAt: number;
  finishedAt: number | null;
}

export interface Database {
  company: CompanyTable;
  session: SessionTable;
  loginFailure: LoginFailureTable;
  rateCounter: RateCounterTable;
  singleUseSecret: SingleUseSecretTable;
  storedFile: StoredFileTable;
  department: DepartmentTable;
  employee: EmployeeTable;
  empDept: EmpDeptTable;
  departmentDirector: DepartmentDirectorTable;
  departmentReceiver: DepartmentReceiverTable;
  visitorManager: VisitorManagerTable;
  employeeEquipmentGroup: EmployeeEquipmentGroupTable;
  role: RoleTable;
  roleEmp: RoleEmpTable;
  visitProxy: VisitProxyTable;
  employeeImport: EmployeeImportTable;
  syncReport: SyncReportTable;
  job: JobTable;
  visit: VisitTable;
  visitEvent: VisitEventTable;
  hostNotice: HostNoticeTable;
  visitDayTally: VisitDayTallyTable;
  visitorType: VisitorTypeTable;
  visitorExtend: VisitorExtendTable;
  blacklistEntry: BlacklistEntryTable;
  dataControl: DataControlTable;
  receptionAccount: ReceptionAccountTable;
  companyTemplate: CompanyTemplateTable;
  employeeTemplate: EmployeeTemplateTable;
  holiday: HolidayTable;
  approvalArea: ApprovalAreaTable;
  approvalRule: ApprovalRuleTable;
  approvalStep: ApprovalStepTable;
  noticeDelivery: NoticeDeliveryTable;
  overtimeRecord: OvertimeRecordTable;
  overtimeDay: OvertimeDayTable;
  interimCard: InterimCardTable;
  residentProject: ResidentProjectTable;
  residentVisitor: ResidentVisitorTable;
  visitForm: VisitFormTable;
  ssoProvider: SsoProviderTable;
  subAccount: SubAccountTable;
  subAccountTemplate: SubAccountTemplateTable;
  meeting: MeetingTable;
  superAccount: SuperAccountTable;
  superAccountCompany: SuperAccountCompanyTable;
  equipmentGroup: EquipmentGroupTable;
  equipment: EquipmentTable;
  equipmentGroupDevice: EquipmentGroupDeviceTable;
  doorKey: DoorKeyTable;
  accessRecord: AccessRecordTable;
  gate: GateTable;
  visitorTag: VisitorTagTable;
  visitTag: VisitTagTable;
  trainingVideo: TrainingVideoTable;
  videoChunk: VideoChunkTable;
  questionnaire: QuestionnaireTable;
  questionnaireItem: QuestionnaireItemTable;
  trainingAttempt: TrainingAttemptTable;
  trainingPass: TrainingPassTable;
}
