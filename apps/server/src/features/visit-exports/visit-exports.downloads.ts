import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { mountTicketDownloads } from '../../platform/downloads.js';
import { mountPdfDownload } from '../../platform/pdf.js';
import { sendVisitList } from './visit-export.js';
import { visitPdfDownload } from './visit-pdf.js';

/** The visits' GET downloads, by ticket: the list export (xlsx or csv) and one visit's PDF. */
export function mountVisitExports(app: FastifyInstance, ctx: AppContext): void {
  mountTicketDownloads(app, ctx, { ExportVisitorList: sendVisitList });
  mountPdfDownload(app, ctx, visitPdfDownload);
}
