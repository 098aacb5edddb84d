import { z } from 'zod';
import { adminOnly, endpoint } from '../endpoint.js';
import { flag, int, naming, text } from '../fields.js';
import {
  avatarTypes,
  badgeModes,
  brandPositions,
  brandTypes,
  cardLogos,
  cardSizes,
  cardTextMaxLength,
  cardTypes,
  customTextMaxLength,
  printTypes,
} from '../rules/badge-layout.js';

/*
 * Visitor card, sticker and badge styles (the /badge screen). Numbers arrive
 * as the original clients send them (numbers or numeric strings; cardType,
 * cardSize and cardLogo count from 1); a field left out stays as it is. Every
 * value is read back through GetUserInfo.
 */

/** One of the listed whole numbers, said in the 604 reason. */
const oneOf = (values: readonly number[]) => {
  const message = `must be one of ${values.join(', ')}`;
  return int().pipe(z.number().refine((value) => values.includes(value), message));
};

const cardTypeFields = {
  printType: oneOf(printTypes).optional(),
  cardType: oneOf(cardTypes).optional(),
  cardSize: oneOf(cardSizes).optional(),
  cardLogo: oneOf(cardLogos).optional(),
  cardText: text(cardTextMaxLength).optional(),
  cardPic: naming('file', text(500)).optional(),
};

export const badgeEndpoints = {
  updateCardType: endpoint({
    summary:
      'The badge printer and card: printType (0 print dialog, 1 label printer, 2 card printer), cardType (1 visitor card, 2 sticker, 3 badge), cardSize (1 90x60 mm card sleeve, 2 5-inch paper, 3 4-inch paper), cardLogo (1 logo shown, 2 hidden), cardText and cardPic (an uploaded picture).',
    roles: adminOnly,
    request: z.object(cardTypeFields),
    response: z.null(),
  }),
  updateCardStyle: endpoint({
    summary:
      "updateCardType's fields plus the badge's layout: badgeMode (0 landscape, 1 portrait), brandType (logo as 0 text, 1 picture), brandPosition (0 top, 1 middle, 2 bottom), showAvatar (0/1), avatarType (0 the visitor's photo, 1 the fixed photo badgeCustom, an uploaded picture; 2 a QR code), badgeQrcode (0/1: the QR code that signs the visitor out at the tablet, in the bottom right corner beside the picture) and customText.",
    roles: adminOnly,
    request: z.object({
      ...cardTypeFields,
      badgeMode: oneOf(badgeModes).optional(),
      badgeCustom: naming('file', text(500)).optional(),
      brandType: oneOf(brandTypes).optional(),
      brandPosition: oneOf(brandPositions).optional(),
      showAvatar: flag().optional(),
      avatarType: oneOf(avatarTypes).optional(),
      badgeQrcode: flag().optional(),
      customText: text(customTextMaxLength).optional(),
    }),
    response: z.null(),
  }),
};

export type BadgeEndpoint = keyof typeof badgeEndpoints;
