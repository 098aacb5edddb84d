import { existsSync } from 'node:fs';
import { AppError, type BadgeLayout, badgeLayout, mmToPoints } from '@vestibule/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { AppContext } from '../../platform/context.js';
import { type DownloadGrant, type DownloadQuery, redeemFromQuery } from '../../platform/downloads.js';
import { failure } from '../../platform/http/envelope.js';
import { companyView } from '../account/account.service.js';
import { ownPicture } from '../files/files.service.js';
import { visitForBadge } from '../visits/visits.service.js';

/*
 * GET /pdf/badge/{vid}.pdf?ticket=…: one visit's badge as a PDF whose page is the
 * badge itself, at the exact size the company's settings choose, laid out by
 * the same badgeLayout the console's preview and print view use. Another
 * company's visit is a plain 404.
 */

const cjkFonts = [
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { path: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', family: 'WenQuanYiMicroHei' },
];

const badgeFile = /^(\d{1,10})\.pdf$/;
const pt = mmToPoints;
const paddingMm = 4;

type Doc = InstanceType<typeof PDFDocument>;
type Picture = { content: Buffer } | null;

/** A QR code of dark squares, `sizePt` wide, with its top-left corner at (x, y). */
function drawQr(doc: Doc, payload: string, x: number, y: number, sizePt: number) {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const cell = sizePt / modules.size;
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++)
      if (modules.get(row, column)) doc.rect(x + column * cell, y + row * cell, cell, cell);
  doc.fillColor('#000').fill();
}

function drawPicture(doc: Doc, picture: Picture, x: number, y: number, width: number, height: number) {
  if (!picture) return;
  try {
    doc.image(picture.content, x, y, { fit: [width, height], align: 'center', valign: 'center' });
  } catch {
    // A picture pdfkit cannot read is left out.
  }
}

/** The logo band, `heightPt` tall, across the badge at `y`. */
function drawLogo(doc: Doc, layout: BadgeLayout, logoPicture: Picture, y: number, heightPt: number) {
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
function drawBadge(doc: Doc, layout: BadgeLayout, pictures: { logo: Picture; avatar: Picture }) {
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
  const unit = pt(layout.heightMm) / 18;
  doc
    .fillColor('#000')
    .fontSize(unit * 1.6)
    .text(layout.visitor.name, textLeft, y, { width: textWidth });
  doc.fillColor('#333').fontSize(unit);
  for (const line of [layout.visitor.company, layout.visitor.host, layout.visitor.time].filter(Boolean))
    doc.text(line, textLeft, doc.y + unit * 0.2, { width: textWidth });
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

  const doc = new PDFDocument({
    size: [pt(layout.widthMm), pt(layout.heightMm)],
    margin: 0,
    info: { Title: `${visit.vname} (${vid})`, Subject: `${company.company} badge ${vid}`, Creator: 'Vestibule' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const font = cjkFonts.find((candidate) => existsSync(candidate.path));
  if (font) {
    doc.registerFont('body', font.path, font.family);
    doc.font('body');
  } else {
    doc.font('Helvetica');
  }
  drawBadge(doc, layout, { logo, avatar });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

const notFound = (reply: FastifyReply) =>
  reply
    .code(404)
    .type('text/html; charset=utf-8')
    .send('<!doctype html><html><head><title>Not found</title></head><body><h1>Not found</h1></body></html>');

/** Mounts the badge PDF at /pdf/badge/…; a bad ticket answers the JSON envelope like every download. */
export function mountBadgePdf(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { file: string }; Querystring: DownloadQuery }>('/pdf/badge/:file', async (request, reply) => {
    const match = badgeFile.exec(request.params.file);
    const vid = match ? Number(match[1]) : 0;
    if (vid < 1 || vid > 2_147_483_647) return notFound(reply);
    try {
      const grant = await redeemFromQuery(ctx, 'BadgePdf', request.query);
      const pdf = await badgePdf(ctx, grant, vid);
      if (!pdf) return notFound(reply);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="badge_${vid}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    } catch (error) {
      if (error instanceof AppError) return reply.code(200).send(failure(error));
      throw error;
    }
  });
}
