import { type BadgeLayout, badgeLayout, mmToPoints } from '@vestibule/contract';
import QRCode from 'qrcode';
import type { AppContext } from '../../platform/context.js';
import type { DownloadGrant } from '../../platform/downloads.js';
import { type PdfDocument, type PdfDownload, type PdfPage, renderPdf } from '../../platform/pdf.js';
import { companyView } from '../account/account.service.js';
import { ownPicture } from '../files/files.service.js';
import { visitForBadge } from '../visits/visits.service.js';

/*
 * GET /pdf/badge/{vid}.pdf?ticket=…: one visit's badge as a PDF whose page is the
 * badge itself, at the exact size the company's settings choose, laid out by
 * the same badgeLayout the console's preview and print view use. Another
 * company's visit is a plain 404.
 */

const badgeFile = /^(\d{1,10})\.pdf$/;
const pt = mmToPoints;
const paddingMm = 4;
/** The sign-out QR code's side as a share of the body's height at most; the web badge uses the same. */
const signOutQrShare = 0.45;

type Picture = { content: Buffer } | null;

/** A QR code of dark squares, `sizePt` wide, with its top-left corner at (x, y). */
function drawQr(doc: PdfDocument, payload: string, x: number, y: number, sizePt: number) {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const cell = sizePt / modules.size;
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++)
      if (modules.get(row, column)) doc.rect(x + column * cell, y + row * cell, cell, cell);
  doc.fillColor('#000').fill();
}

function drawPicture(doc: PdfDocument, picture: Picture, x: number, y: number, width: number, height: number) {
  if (!picture) return;
  try {
    doc.image(picture.content, x, y, { fit: [width, height], align: 'center', valign: 'center' });
  } catch {
    // A picture pdfkit cannot read is left out.
  }
}

/** The logo band, `heightPt` tall, across the badge at `y`. */
function drawLogo(doc: PdfDocument, layout: BadgeLayout, logoPicture: Picture, y: number, heightPt: number) {
  const x = pt(paddingMm);
  const width = pt(layout.widthMm - 2 * paddingMm);
  if (layout.logo?.kind === 'image') drawPicture(doc, logoPicture, x, y, width, heightPt);
  if (layout.logo?.kind === 'text')
    doc
      .fontSize(heightPt * 0.55)
      .fillColor('#000')
      .text(layout.logo.text, x, y + heightPt * 0.15, { width, align: 'center', lineBreak: false, ellipsis: true });
}

/** Draws the badge on the document's single page. */
function drawBadge(doc: PdfDocument, layout: BadgeLayout, pictures: { logo: Picture; avatar: Picture }) {
  const logoHeight = layout.logo ? pt(layout.heightMm * 0.16) : 0;
  const customHeight = layout.customText ? pt(layout.heightMm * 0.14) : 0;
  const inner = pt(layout.heightMm - 2 * paddingMm) - logoHeight - customHeight;
  let y = pt(paddingMm);
  if (layout.logoPosition === 'top') {
    drawLogo(doc, layout, pictures.logo, y, logoHeight);
    y += logoHeight;
  }
  const avatarSize = layout.avatar ? Math.min(inner, pt(layout.widthMm) * 0.4) : 0;
  const left = pt(paddingMm);
  if (layout.avatar?.kind === 'qr') drawQr(doc, layout.avatar.payload, left, y, avatarSize);
  else if (layout.avatar) drawPicture(doc, pictures.avatar, left, y, avatarSize, avatarSize);
  const textLeft = left + (avatarSize ? avatarSize + pt(3) : 0);
  const textWidth = pt(layout.widthMm - paddingMm) - textLeft;
  // The sign-out QR code sits in the bottom right corner; the visitor's lines stay above it.
  const qrSize = layout.signOutQr ? Math.min(inner * signOutQrShare, textWidth / 2) : 0;
  if (layout.signOutQr) drawQr(doc, layout.signOutQr.payload, textLeft + textWidth - qrSize, y + inner - qrSize, qrSize);
  const textBottom = y + inner - (qrSize ? qrSize + pt(1) : 0);
  const unit = pt(layout.heightMm) / 18;
  const lines: Array<[text: string, size: number, colour: string]> = [
    [layout.visitor.name, unit * 1.6, '#000'],
    ...[layout.visitor.company, layout.visitor.host, layout.visitor.time]
      .filter(Boolean)
      .map((line): [string, number, string] => [line, unit, '#333']),
  ];
  let lineTop = y;
  for (const [line, size, colour] of lines) {
    const height = doc.fontSize(size).heightOfString(line, { width: textWidth });
    if (lineTop + height > textBottom) break;
    doc.fillColor(colour).text(line, textLeft, lineTop, { width: textWidth });
    lineTop = doc.y + unit * 0.2;
  }
  y += inner;
  if (layout.logoPosition === 'middle') {
    drawLogo(doc, layout, pictures.logo, y, logoHeight);
    y += logoHeight;
  }
  if (layout.customText)
    doc
      .fillColor('#000')
      .fontSize(customHeight * 0.45)
      .text(layout.customText, left, y + customHeight * 0.2, {
        width: pt(layout.widthMm - 2 * paddingMm),
        align: 'center',
        height: customHeight,
        ellipsis: true,
      });
  y += customHeight;
  if (layout.logoPosition === 'bottom') drawLogo(doc, layout, pictures.logo, y, logoHeight);
}

/** The visit's badge as a PDF, or null when the company has no such visit. */
export async function badgePdf(ctx: AppContext, grant: DownloadGrant, vid: number): Promise<Buffer | null> {
  const scope = { companyId: grant.companyId, subaccountId: grant.subjectKind === 'subaccount' ? grant.subjectId : 0 };
  const visit = await visitForBadge(ctx, scope, vid);
  if (!visit) return null;
  const company = await companyView(ctx, grant.companyId);
  const layout = badgeLayout(company, visit);
  const pictureOf = (url: string | undefined) => (url ? ownPicture(ctx, grant.companyId, url) : Promise.resolve(null));
  const [logo, avatar] = await Promise.all([
    pictureOf(layout.logo?.kind === 'image' ? layout.logo.url : undefined),
    pictureOf(layout.avatar && layout.avatar.kind !== 'qr' ? layout.avatar.url : undefined),
  ]);

  const page: PdfPage = {
    size: [pt(layout.widthMm), pt(layout.heightMm)],
    margin: 0,
    title: `${visit.vname} (${vid})`,
    subject: `${company.company} badge ${vid}`,
  };
  return renderPdf(page, (doc) => drawBadge(doc, layout, { logo, avatar }));
}

/** GET /pdf/badge/{vid}.pdf by a BadgePdf ticket. */
export const badgePdfDownload: PdfDownload = {
  name: 'BadgePdf',
  paths: ['/pdf/badge/'],
  fileOf: (file) => {
    const match = badgeFile.exec(file);
    return match ? { id: Number(match[1]), fileName: `badge_${Number(match[1])}.pdf` } : undefined;
  },
  render: badgePdf,
};
