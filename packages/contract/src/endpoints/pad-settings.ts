import { z } from 'zod';
import { adminOnly, endpoint } from '../endpoint.js';
import { flag, naming, text } from '../fields.js';
import { clockTime } from './holidays.js';

/*
 * Tablet settings (the /pad screen, api-facts 4.10): what the reception tablet
 * shows and offers, and the company's working day. Changes are the
 * Administrator's; the values are read back through GetUserInfo, and a
 * reception tablet reads what it shows with getPadConfig.
 */

export const padLimits = {
  /** Pictures the welcome carousel turns through. */
  carousel: { min: 2, max: 5 },
  /** The size carousel pictures look best at on the tablet. */
  carouselSize: { width: 1536, height: 2048 },
  /** The size the logo looks best at in the tablet's header. */
  logoSize: { width: 168, height: 42 },
  /** Characters of the privacy text a visitor accepts before signing in. */
  secureProtocol: { max: 5000 },
} as const;

/** The working day, "HH:mm" each; off-duty must come after up-duty (the after-hours list counts from it). */
export const dutyHoursSchema = z
  .object({ upDuty: clockTime(), offDuty: clockTime() })
  .superRefine(({ upDuty, offDuty }, context) => {
    // Zero-padded "HH:mm" orders as text does.
    if (offDuty <= upDuty) context.addIssue({ code: 'custom', path: ['offDuty'], message: 'must be after upDuty' });
  });

/** A colour as #rrggbb; the original console sends the hex digits in either case. */
export const themeColorPattern = /^#[0-9a-f]{6}$/i;

/** Comma-separated picture URLs (Upload's answers) as a list without blanks; the server drops repeats. */
const urlList = (maxLength: number) =>
  naming(
    'file',
    text(maxLength).transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  );

export const carouselCountReason = `must list from ${padLimits.carousel.min} to ${padLimits.carousel.max} pictures`;

const { min, max } = padLimits.carousel;

export const padConfigSchema = z.object({
  /** The carousel pictures in the order they are shown. */
  carousel: z.array(z.string()),
  logo: z.string(),
  /** #rrggbb, or '' for the product's own colour. */
  themecolor: z.string(),
  backgroundPic: z.string(),
  /** The built-in avatars a visitor may pick instead of a photo. */
  avatars: z.array(z.string()),
  cardText: z.string(),
  /** Whether a visitor may go on without a photo: only by picking a built-in avatar. */
  photoSkippable: z.boolean(),
  /** The privacy text a visitor accepts before signing in; '' shows none. */
  secureProtocol: z.string(),
});
export type PadConfig = z.infer<typeof padConfigSchema>;

export const padSettingsEndpoints = {
  UpdateCarouselPic: endpoint({
    summary: `The tablet's welcome carousel: ${min} to ${max} comma-separated URLs of the company's own JPEG or PNG uploads, shown in that order.`,
    roles: adminOnly,
    request: z.object({
      carouselPic: urlList(1000).pipe(
        z
          .array(z.string())
          .min(min, `must list from ${min} to ${max} pictures`)
          .max(max, `must list from ${min} to ${max} pictures`),
      ),
    }),
    response: z.null(),
  }),
  UpdateLogo: endpoint({
    summary: "The logo in the tablet's header: the URL of the company's own JPEG or PNG upload; '' removes it.",
    roles: adminOnly,
    request: z.object({ logoUrl: naming('file', text(512)) }),
    response: z.null(),
  }),
  UpdateThemeColor: endpoint({
    summary: "The tablet's theme colour as #rrggbb.",
    roles: adminOnly,
    request: z.object({
      themecolor: text(7)
        .regex(themeColorPattern, 'must be a colour as #rrggbb')
        .transform((value) => value.toLowerCase()),
    }),
    response: z.null(),
  }),
  UploadBackgroundPic: endpoint({
    summary: "The tablet's background: the URL of the company's own JPEG or PNG upload; '' removes it.",
    roles: adminOnly,
    request: z.object({ bgPicUrl: urlList(512).pipe(z.array(z.string()).max(1, 'must be one picture')) }),
    response: z.null(),
  }),
  updateOffDutyTime: endpoint({
    summary:
      'The working day as upDuty and offDuty, "HH:mm" each (09:00 and 18:00 at first); offDuty must be after upDuty. The on-site after-hours list counts from offDuty.',
    roles: adminOnly,
    request: dutyHoursSchema,
    response: z.null(),
  }),
  updateScanerSwitch: endpoint({
    summary: 'Offers ID-card scanning at the reception tablet (1) or not (0).',
    roles: adminOnly,
    request: z.object({ scaner: flag() }),
    response: z.null(),
  }),
  updateFaceScaner: endpoint({
    summary: 'Offers face recognition at the reception tablet (1) or not (0).',
    roles: adminOnly,
    request: z.object({ faceScaner: flag() }),
    response: z.null(),
  }),
  updateSecureProtocol: endpoint({
    summary: `The privacy text a visitor must accept at the tablet before signing in, up to ${padLimits.secureProtocol.max} characters; '' shows none.`,
    roles: adminOnly,
    request: z.object({ secureProtocol: text(padLimits.secureProtocol.max) }),
    response: z.null(),
  }),
  getPadConfig: endpoint({
    summary:
      'Everything the reception tablet shows: carousel, logo, theme colour, background, built-in avatars, card text and the privacy text.',
    roles: ['manager', 'reception'],
    readOnly: true,
    request: z.object({}),
    response: padConfigSchema,
  }),
};

export type PadSettingsEndpoint = keyof typeof padSettingsEndpoints;
