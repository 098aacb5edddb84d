import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { mountTicketDownloads } from '../../platform/downloads.js';
import { xlsxType } from '../../platform/spreadsheet-cells.js';
import { sendEmployeeList } from './employee-export.js';
import { importTemplate } from './import-template.js';

/** The address book's GET downloads: the export (by ticket) and the public import template. */
export function mountAddressBookDownloads(app: FastifyInstance, ctx: AppContext): void {
  mountTicketDownloads(app, ctx, { ExportEmployeeList: sendEmployeeList });
  app.get('/api/downloads/employee-import-template.xlsx', async (_request, reply) =>
    reply
      .type(xlsxType)
      .header('content-disposition', 'attachment; filename="employee-import-template.xlsx"')
      .header('cache-control', 'public, max-age=3600')
      .send(await importTemplate()),
  );
}
