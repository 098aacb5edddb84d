import type { Generated } from 'kysely';

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
  processSwitch: number;
  questionnaireSwitch: number;
  unsubscribe: number;
  subAccount: number;
  smsCount: number;
  wxSmsCount: number;
  appSmsCount: number;
  pwdPolicy: number;
  pwdExpireDays: number;
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
  visitorManager: string;
  themecolor: string;
  backgroundPic: string;
  badgeCustom: string;
  customText: string;
  cardText: string;
  cardPic: string;
  logo: string;
  secureProtocol: string;
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
}

export interface CaptchaTable {
  digest: string;
  code: string;
  expiresAt: number;
  passedAccount: string | null;
  passedUntil: number | null;
  usedAt: number | null;
}

export interface LoginFailureTable {
  id: Generated<number>;
  subjectKind: string;
  account: string;
  at: number;
}

export interface RateCounterTable {
  key: string;
  windowStart: number;
  hits: number;
}

export interface PasswordResetTable {
  id: Generated<number>;
  tokenHash: string;
  subjectKind: string;
  subjectId: number;
  expiresAt: number;
  usedAt: number | null;
}

export interface SmsCodeTable {
  id: Generated<number>;
  phone: string;
  code: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
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

export interface Database {
  company: CompanyTable;
  session: SessionTable;
  captcha: CaptchaTable;
  loginFailure: LoginFailureTable;
  rateCounter: RateCounterTable;
  passwordReset: PasswordResetTable;
  smsCode: SmsCodeTable;
  storedFile: StoredFileTable;
}
