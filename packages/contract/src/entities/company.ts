import { z } from 'zod';

/*
 * UserInfo: the company with its Administrator account and settings, flat,
 * as the original product sends it (api-facts.md section 5.1).
 */

const intSettingNames = [
  'msgNotify',
  'smsNotify',
  'ivrNotify',
  'ddnotify',
  'ddautosync',
  'rtxAuto',
  'rtxport',
  'scaner',
  'tempEditSwitch',
  'permissionSwitch',
  'qrMaxCount',
  'qrMaxDuration',
  'preExtendTime',
  'latExtendTime',
  'leaveExpiryTime',
  'comeAgain',
  'signOutSwitch',
  'faceScaner',
  'blackListSwitch',
  'emailType',
  'smtpPort',
  'ssl',
  'qrcodeSwitch',
  'qrcodeType',
  'printType',
  'cardType',
  'cardSize',
  'cardLogo',
  'badgeMode',
  'brandType',
  'brandPosition',
  'showAvatar',
  'avatarType',
  'processSwitch',
  'questionnaireSwitch',
  'unsubscribe',
  'subAccount',
  'smsCount',
  'wxSmsCount',
  'appSmsCount',
  'pwdPolicy',
  'pwdExpireDays',
] as const;

const textSettingNames = [
  'ddcorpid',
  'ddcorpsecret',
  'ddagentid',
  'rtxip',
  'emailAccount',
  'emailPwd',
  'smtp',
  'exchange',
  'domain',
  'qrcode',
  'upDuty',
  'offDuty',
  'passableSTime',
  'passableETime',
  'defaultPhoto',
  'visitorManager',
  'themecolor',
  'backgroundPic',
  'carouselPic',
  'badgeCustom',
  'customText',
  'cardText',
  'cardPic',
  'logo',
  'secureProtocol',
] as const;

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
  ...Object.fromEntries(intSettingNames.map((name) => [name, z.number().int()])),
  ...Object.fromEntries(textSettingNames.map((name) => [name, z.string()])),
} as Record<string, z.ZodType>);

export type UserInfo = {
  userid: number;
  username: string;
  email: string;
  phone: string;
  company: string;
  abbreviation: string;
  office: string;
  affiliatedCompany: string;
  userType: number;
  regDate: number;
  loginDate: number | null;
  refreshDate: number | null;
  expireDate: number | null;
  empTotal: number;
  smsTotal: number;
} & Record<(typeof intSettingNames)[number], number> &
  Record<(typeof textSettingNames)[number], string>;

/** What a manager sign-in returns: UserInfo plus the session (api-facts 4.1). */
export const loginResultSchema = userInfoSchema.extend({
  token: z.string(),
  tokenExpire: z.number().int(),
  password: z.literal(''),
  securityKey: z.literal(''),
  sType: z.number().int(),
});

export type LoginResult = UserInfo & { token: string; tokenExpire: number; password: ''; securityKey: ''; sType: number };
