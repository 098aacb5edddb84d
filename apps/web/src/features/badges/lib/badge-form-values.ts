import type { UserInfo } from '@vestibule/contract/entities/company';

/** The form's values: the settings with the 0/1 and 1/2 switches as booleans. */
export interface BadgeFormValues {
  printType: number;
  cardType: number;
  cardSize: number;
  badgeMode: number;
  cardLogo: boolean;
  brandType: number;
  brandPosition: number;
  cardText: string;
  cardPic: string;
  showAvatar: boolean;
  avatarType: number;
  badgeQrcode: boolean;
  badgeCustom: string;
  customText: string;
}

/** The stored settings as the form shows them. */
export const badgeFormValuesOf = (info: UserInfo): BadgeFormValues => ({
  printType: info.printType,
  cardType: info.cardType,
  cardSize: info.cardSize,
  badgeMode: info.badgeMode,
  cardLogo: info.cardLogo !== 2,
  brandType: info.brandType,
  brandPosition: info.brandPosition,
  cardText: info.cardText,
  cardPic: info.cardPic,
  showAvatar: info.showAvatar === 1,
  avatarType: info.avatarType,
  badgeQrcode: info.badgeQrcode === 1,
  badgeCustom: info.badgeCustom,
  customText: info.customText,
});
