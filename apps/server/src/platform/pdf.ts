import { existsSync } from 'node:fs';
import { AppError, type DownloadName } from '@vestibule/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';
import type { AppContext } from './context.js';
import { type DownloadGrant, type DownloadQuery, redeemFromQuery } from './downloads.js';
import { failure } from './http/envelope.js';

/*
 * The PDFs the server makes (a visit, a badge): one way to start a document,
 * choose its font and collect its bytes, and one way to serve it as a GET
 * download by ticket.
 */

export type PdfDocument = InstanceType<typeof PDFDocument>;

/** Fonts with Chinese glyphs, first found wins; without one the built-in Helvetica is used. */
const cjkFonts = [
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { path: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', family: 'WenQuanYiMicroHei' },
];

export interface PdfPage {
  /** A named paper size ('A4') or [width, height] in points. */
  size: string | [number, number];
  margin: number;
  title: string;
  subject: string;
}

/** The bytes of a document that `draw` lays out, in the body font (Chinese where such a font is installed). */
export async function renderPdf(page: PdfPage, draw: (doc: PdfDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: page.size,
    margin: page.margin,
    info: { Title: page.title, Subject: page.subject, Creator: 'Vestibule' },
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
  draw(doc);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** A PDF opened by ticket at `<path>/:file`, drawn for the ticket's company. */
export interface PdfDownload {
  name: DownloadName;
  paths: readonly string[];
  /** The id a file name asks for and the name to answer with; undefined when it names none. */
  fileOf(file: string): { id: number; fileName: string } | undefined;
  /** The PDF, or null when the ticket's company (or Subcompany) has no such one. */
  render(ctx: AppContext, grant: DownloadGrant, id: number): Promise<Buffer | null>;
}

/** A plain 404 page: the PDF is not there, or not the ticket holder's to see. */
const sendNotFound = (reply: FastifyReply) =>
  reply
    .code(404)
    .type('text/html; charset=utf-8')
    .send('<!doctype html><html><head><title>Not found</title></head><body><h1>Not found</h1></body></html>');

/** Mounts each PDF at its paths; a bad ticket answers the JSON envelope like every download. */
export function mountPdfDownload(app: FastifyInstance, ctx: AppContext, download: PdfDownload): void {
  for (const path of download.paths) {
    app.get<{ Params: { file: string }; Querystring: DownloadQuery }>(`${path}:file`, async (request, reply) => {
      const file = download.fileOf(request.params.file);
      if (!file || file.id < 1 || file.id > 2_147_483_647) return sendNotFound(reply);
      try {
        const grant = await redeemFromQuery(ctx, download.name, request.query);
        const pdf = await download.render(ctx, grant, file.id);
        if (!pdf) return sendNotFound(reply);
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(pdf);
      } catch (error) {
        if (error instanceof AppError) return reply.code(200).send(failure(error));
        throw error;
      }
    });
  }
}
