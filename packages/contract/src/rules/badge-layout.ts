/*
 * Visitor badges: what the company's card style settings (updateCardType,
 * updateCardStyle) put on one visit's badge. The settings screen's preview,
 * the browser print view and the server's PDF all draw from this one layout.
 */

/** Printer model (printType): 0 any printer through the print dialog, 1 label printer, 2 card printer. */
export const printTypes = [0, 1, 2] as const;
/** Style (cardType, 1-based as the original clients send): 1 visitor card, 2 sticker, 3 badge. */
export const cardTypes = [1, 2, 3] as const;
/** Size (cardSize, 1-based): 1 card sleeve, 2 5-inch paper, 3 4-inch paper. */
export const cardSizes = [1, 2, 3] as const;
/** Logo shown (cardLogo, 1-based): 1 yes, 2 no. */
export const cardLogos = [1, 2] as const;
/** Orientation (badgeMode): 0 landscape, 1 portrait. */
export const badgeModes = [0, 1] as const;
/** Logo kind (brandType): 0 the card text, 1 the card picture. */
export const brandTypes = [0, 1] as const;
/** Logo position (brandPosition): 0 top, 1 middle, 2 bottom. */
export const brandPositions = [0, 1, 2] as const;
/** Avatar kind (avatarType): 0 the visitor's photo, 1 a fixed photo (badgeCustom), 2 a QR code. */
export const avatarTypes = [0, 1, 2] as const;

/**
 * What a company starts with: the badge a front desk prints, with the visitor's
 * photo beside the name, company, host and date, and the QR code that signs the
 * visitor out at the tablet. The columns' own defaults are the original bare
 * badge, which companies made before this keep (docs/decisions/0020).
 */
export const newCompanyBadgeSettings = { showAvatar: 1, avatarType: 0, badgeQrcode: 1 } as const;

/** Landscape sizes in millimetres: a 90x60 mm card sleeve, 5-inch (3.5x5 in) and 4-inch (3x4 in) paper. */
export const badgeSizesMm: Record<number, { width: number; height: number }> = {
  1: { width: 90, height: 60 },
  2: { width: 127, height: 89 },
  3: { width: 102, height: 76 },
};

export const cardTextMaxLength = 50;
export const customTextMaxLength = 512;

/** The company settings a badge reads (GetUserInfo's fields of the same names). */
export interface BadgeSettings {
  printType: number;
  cardType: number;
  cardSize: number;
  cardLogo: number;
  cardText: string;
  cardPic: string;
  badgeMode: number;
  badgeCustom: string;
  brandType: number;
  brandPosition: number;
  showAvatar: number;
  avatarType: number;
  /** The sign-out QR code in the badge's bottom right corner (1) or not (0). */
  badgeQrcode: number;
  customText: string;
}

/** The visit a badge is for. */
export interface BadgeVisit {
  /** What the QR code holds: the visit's signed badge code, which signs the visitor out at a desk. */
  badgeCode: string;
  vname: string;
  vcompany: string;
  empName: string;
  vphoto: string;
  /** When the visit happens (sign-in, else the appointment), already formatted for the reader. */
  time: string;
}

export type BadgeStyle = 'card' | 'sticker' | 'badge';
export type LogoPosition = 'top' | 'middle' | 'bottom';

export type BadgeLogo = { kind: 'text'; text: string } | { kind: 'image'; url: string };
export type BadgeAvatar = { kind: 'photo'; url: string } | { kind: 'fixed'; url: string } | { kind: 'qr'; payload: string };

export interface BadgeLayout {
  style: BadgeStyle;
  widthMm: number;
  heightMm: number;
  orientation: 'landscape' | 'portrait';
  /** Absent when the logo is switched off or has nothing to show. */
  logo: BadgeLogo | null;
  logoPosition: LogoPosition;
  /** Absent when switched off, or a photo kind without a picture. */
  avatar: BadgeAvatar | null;
  /**
   * The QR code that signs the visitor out, its own part in the bottom right
   * corner beside the avatar. Absent when switched off, when the avatar already
   * is that QR code, or when the visit has no badge code.
   */
  signOutQr: { payload: string } | null;
  customText: string;
  visitor: { name: string; company: string; host: string; time: string };
  /** What the badge's QR codes hold: the visit's signed badge code. */
  qrPayload: string;
}

const styles: Record<number, BadgeStyle> = { 1: 'card', 2: 'sticker', 3: 'badge' };
const positions: Record<number, LogoPosition> = { 0: 'top', 1: 'middle', 2: 'bottom' };

function logoOf(settings: BadgeSettings): BadgeLogo | null {
  if (settings.cardLogo === 2) return null;
  if (settings.brandType === 1) return settings.cardPic ? { kind: 'image', url: settings.cardPic } : null;
  const text = settings.cardText.trim();
  return text ? { kind: 'text', text } : null;
}

function avatarOf(settings: BadgeSettings, visit: BadgeVisit, qrPayload: string): BadgeAvatar | null {
  if (settings.showAvatar !== 1) return null;
  if (settings.avatarType === 2) return { kind: 'qr', payload: qrPayload };
  if (settings.avatarType === 1) return settings.badgeCustom ? { kind: 'fixed', url: settings.badgeCustom } : null;
  return visit.vphoto ? { kind: 'photo', url: visit.vphoto } : null;
}

function signOutQrOf(settings: BadgeSettings, avatar: BadgeAvatar | null, qrPayload: string) {
  if (settings.badgeQrcode !== 1 || avatar?.kind === 'qr' || !qrPayload) return null;
  return { payload: qrPayload };
}

/** The badge one visit gets under the company's settings; unknown stored values fall back to the defaults. */
export function badgeLayout(settings: BadgeSettings, visit: BadgeVisit): BadgeLayout {
  const size = badgeSizesMm[settings.cardSize] ?? badgeSizesMm[1]!;
  const portrait = settings.badgeMode === 1;
  const qrPayload = visit.badgeCode;
  const avatar = avatarOf(settings, visit, qrPayload);
  return {
    style: styles[settings.cardType] ?? 'card',
    widthMm: portrait ? size.height : size.width,
    heightMm: portrait ? size.width : size.height,
    orientation: portrait ? 'portrait' : 'landscape',
    logo: logoOf(settings),
    logoPosition: positions[settings.brandPosition] ?? 'top',
    avatar,
    signOutQr: signOutQrOf(settings, avatar, qrPayload),
    customText: settings.customText.trim(),
    visitor: { name: visit.vname, company: visit.vcompany, host: visit.empName, time: visit.time },
    qrPayload,
  };
}

/** Millimetres to PDF points (1/72 inch). */
export const mmToPoints = (mm: number) => (mm * 72) / 25.4;
