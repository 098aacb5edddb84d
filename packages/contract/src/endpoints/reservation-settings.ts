import { z } from 'zod';
import { adminOnly, endpoint } from '../endpoint.js';
import { flag, int, naming, text } from '../fields.js';

/*
 * Reservation settings (the /reserve screen, api-facts 4.10): how invitations,
 * appointments and sign-outs behave for the company. Every value is read back
 * through GetUserInfo.
 */

/** The limits the screen's help text states; the server refuses anything outside them. */
export const reservationLimits = {
  /** Days an invitation's QR code may stay valid, as invitations allow (1 to 7). */
  qrMaxDuration: { min: 1, max: 7 },
  /** Sign-ins one QR code allows; 0 = no limit. */
  qrMaxCount: { min: 0, max: 100 },
  /** Minutes before or after the appointment a visitor may sign in; 0 = no limit. A day at most. */
  extendMinutes: { min: 0, max: 1440 },
  /** Minutes on site after which a visitor is signed out automatically; 0 = never. A week at most. */
  leaveExpiryMinutes: { min: 0, max: 10_080 },
  /** Built-in avatars a visitor may pick instead of a photo. */
  defaultPhotos: { max: 5 },
} as const;

/** A whole number within [min, max], said in the 604 reason. */
const bounded = ({ min, max }: { min: number; max: number }) =>
  int().pipe(z.number().int().min(min, `must be from ${min} to ${max}`).max(max, `must be from ${min} to ${max}`));

/** Comma-separated picture URLs (Upload's answers), split into a list without blanks. */
export const pictureList = () =>
  naming(
    'file',
    text(512)
      .transform((value) =>
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(z.string())
          .max(reservationLimits.defaultPhotos.max, `must list at most ${reservationLimits.defaultPhotos.max} pictures`),
      ),
  );

export const reservationSettingsEndpoints = {
  updatePermissionSwitch: endpoint({
    summary: "Whether a visitor's pre-registration waits for the host's approval (1) or is approved at once (0).",
    roles: adminOnly,
    request: z.object({ permissionSwitch: flag() }),
    response: z.null(),
  }),
  updateQRcode: endpoint({
    summary:
      "How long an invitation's QR code is valid: qrcodeType 0 for several days from the appointment, 1 for the appointment day only. qrcode and qrcodeSwitch stay as they are when left out.",
    roles: adminOnly,
    request: z.object({
      qrcodeType: int().pipe(z.number().int().min(0, 'must be 0 or 1').max(1, 'must be 0 or 1')),
      qrcodeSwitch: flag().optional(),
      qrcode: text(500).optional(),
    }),
    response: z.null(),
  }),
  updateQrcodeConf: endpoint({
    summary:
      'The invitation QR code limits: qrMaxDuration days of validity (1 to 7) and qrMaxCount sign-ins (0 to 100; 0 = no limit).',
    roles: adminOnly,
    request: z.object({
      qrMaxCount: bounded(reservationLimits.qrMaxCount),
      qrMaxDuration: bounded(reservationLimits.qrMaxDuration),
    }),
    response: z.null(),
  }),
  updateExtendTime: endpoint({
    summary:
      'Minutes a visitor may sign in before (preExtendTime) or after (latExtendTime) the appointment time, 0 to 1440; 0 = no limit.',
    roles: adminOnly,
    request: z.object({
      preExtendTime: bounded(reservationLimits.extendMinutes),
      latExtendTime: bounded(reservationLimits.extendMinutes),
    }),
    response: z.null(),
  }),
  updateLeaveExpiryTime: endpoint({
    summary: 'Minutes on site after which a visitor is signed out automatically, 0 to 10080 (a week); 0 = never.',
    roles: adminOnly,
    request: z.object({ leaveExpiryTime: bounded(reservationLimits.leaveExpiryMinutes) }),
    response: z.null(),
  }),
  updateComeAgain: endpoint({
    summary: "Offers a returning visitor 'visited before' quick sign-in at the tablet (1) or not (0).",
    roles: adminOnly,
    request: z.object({ comeAgain: flag() }),
    response: z.null(),
  }),
  updateSignOutSwitch: endpoint({
    summary: 'Whether visitors sign out at the tablet or terminal (1) or leave without signing out (0).',
    roles: adminOnly,
    request: z.object({ signOutSwitch: flag() }),
    response: z.null(),
  }),
  UpdateDefaultPhoto: endpoint({
    summary:
      "The built-in avatars (comma-separated URLs of the company's own JPEG or PNG uploads, at most 5) a visitor may pick instead of a photo; '' removes them all.",
    roles: adminOnly,
    request: z.object({ defaultPhoto: pictureList() }),
    response: z.null(),
  }),
};

export type ReservationSettingsEndpoint = keyof typeof reservationSettingsEndpoints;
