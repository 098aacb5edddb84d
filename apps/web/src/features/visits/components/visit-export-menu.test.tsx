import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../components/app-providers';
import { saveProfile } from '../../../lib/session';
import { fakeApi, ok } from '../../../test/fake-api';
import type { VisitQuery } from '../lib/visit-query';
import { VisitExportMenu } from './visit-export-menu';

const heavy = 40_000;

const query: VisitQuery = {
  date: '2026-11-01',
  endDate: '2026-11-30',
  name: 'Li',
  phone: '',
  vcompany: 'Globex',
  empName: '',
  visitType: '',
  vType: '',
  visitStatus: 'signedOut',
  signinType: 2,
  page: 3,
  pageSize: 20,
};

afterEach(() => vi.restoreAllMocks());

describe('VisitExportMenu', { timeout: heavy }, () => {
  it.each(['xlsx', 'csv'] as const)(
    'opens the %s export with the current filters and shown columns through a single-use link',
    async (format) => {
      saveProfile({ userid: 10000001, token: '10000001-abc', loginType: 0 });
      const api = fakeApi({ getDownloadTicket: () => ok({ ticket: 'ab12', url: '/api/ExportVisitorList?ticket=ab12' }) });
      const opened: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        opened.push(this.getAttribute('href') ?? '');
      });
      render(
        <AppProviders>
          <VisitExportMenu query={query} />
        </AppProviders>,
      );
      fireEvent.click(screen.getByRole('button', { name: /Export/ }));
      fireEvent.click(await screen.findByText(format === 'xlsx' ? 'Excel workbook (.xlsx)' : 'CSV file (.csv)'));
      await waitFor(() => expect(opened).toHaveLength(1));
      expect(api.bodiesOf('getDownloadTicket')).toEqual([
        { userid: 10000001, name: 'ExportVisitorList', params: { lang: 'en' } },
      ]);
      const url = new URL(opened[0]!, 'http://localhost');
      expect(url.pathname).toBe('/api/ExportVisitorList');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        ticket: 'ab12',
        date: '2026-11-01',
        endDate: '2026-11-30',
        name: 'Li',
        vcompany: 'Globex',
        visitStatus: 'signedOut',
        signinType: '2',
        format,
        exportCols: 'vname,vcompany,vphone,empName,empDeptName,visitType,vType,appointmentDate,visitdate,signOutDate,visitStatus',
      });
      expect(opened[0]).not.toContain('abc');
    },
  );
});
