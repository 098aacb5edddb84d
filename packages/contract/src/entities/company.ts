import { z } from 'zod';
import { companyLanguages } from '../rules/company-language.js';
import { passwordPolicies } from '../rules/password-policy.js';

/*
 * UserInfo: the company with its Administrator account and settings, flat,
 * as the original product sends it (api-facts.md section 5.1). Every field is
 * written out, so the schema's type is UserInfo and the two cannot drift.
 */

export const userInfoSchema = z.object({
  userid: z.number().int(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  abbreviation: z.string(),
  office: z.string(),
  affiliatedCompany: z.string(),
  userType: z.number().int(),
  regDate: z.number(),
  loginDate: z.number().nullable(),
  refreshDate: z.number().nullable(),
  expireDate: z.number().nullable(),
  empTotal: z.number().int(),
  smsTotal: z.number().int(),
  // Settings held as numbers: switches, ports, counts and limits.
  msgNotify: z.number().int(),
  smsNotify: z.number().int(),
  ivrNotify: z.number().int(),
  ddnotify: z.number().int(),
  ddautosync: z.number().int(),
  rtxAuto: z.number().int(),
  rtxport: z.number().int(),
  scaner: z.number().int(),
  tempEditSwitch: z.number().int(),
  permissionSwitch: z.number().int(),
  qrMaxCount: z.number().int(),
  qrMaxDuration: z.number().int(),
  preExtendTime: z.number().int(),
  latExtendTime: z.number().int(),
  leaveExpiryTime: z.number().int(),
  comeAgain: z.number().int(),
  signOutSwitch: z.number().int(),
  faceScaner: z.number().int(),
  blackListSwitch: z.number().int(),
  emailType: z.number().int(),
  smtpPort: z.number().int(),
  ssl: z.number().int(),
  qrcodeSwitch: z.number().int(),
  qrcodeType: z.number().int(),
  printType: z.number().int(),
  cardType: z.number().int(),
  cardSize: z.number().int(),
  cardLogo: z.number().int(),
  badgeMode: z.number().int(),
  brandType: z.number().int(),
  brandPosition: z.number().int(),
  showAvatar: z.number().int(),
  avatarType: z.number().int(),
  badgeQrcode: z.number().int(),
  processSwitch: z.number().int(),
  questionnaireSwitch: z.number().int(),
  unsubscribe: z.number().int(),
  subAccount: z.number().int(),
  smsCount: z.number().int(),
  wxSmsCount: z.number().int(),
  appSmsCount: z.number().int(),
  pwdPolicy: z.enum(passwordPolicies),
  pwdExpireDays: z.number().int(),
  /** Failed sign-ins that lock an account, and the minutes they count and the lock lasts (updateLockoutPolicy). */
  lockThreshold: z.number().int(),
  lockMinutes: z.number().int(),
  // Settings held as text: credentials, addresses, times of day, pictures and colours.
  ddcorpid: z.string(),
  ddcorpsecret: z.string(),
  ddagentid: z.string(),
  rtxip: z.string(),
  emailAccount: z.string(),
  emailPwd: z.string(),
  smtp: z.string(),
  exchange: z.string(),
  domain: z.string(),
  qrcode: z.string(),
  upDuty: z.string(),
  offDuty: z.string(),
  passableSTime: z.string(),
  passableETime: z.string(),
  defaultPhoto: z.string(),
  visitorManager: z.string(),
  themecolor: z.string(),
  backgroundPic: z.string(),
  carouselPic: z.string(),
  badgeCustom: z.string(),
  customText: z.string(),
  cardText: z.string(),
  cardPic: z.string(),
  logo: z.string(),
  secureProtocol: z.string(),
  /** The language of the mails and SMS the server writes for the company. */
  language: z.enum(companyLanguages),
});

export type UserInfo = z.output<typeof userInfoSchema>;

/** What a manager sign-in returns: UserInfo plus the session (api-facts 4.1). */
export const loginResultSchema = userInfoSchema.extend({
  token: z.string(),
  tokenExpire: z.number().int(),
  password: z.literal(''),
  securityKey: z.literal(''),
  sType: z.number().int(),
});

export type LoginResult = z.output<typeof loginResultSchema>;
