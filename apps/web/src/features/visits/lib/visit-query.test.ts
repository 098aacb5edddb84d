import { describe, expect, it } from 'vitest';
import { paramsFromQuery, queryFromParams, visitSearchBody } from './visit-query';

const range = { date: '2026-11-23', endDate: '2026-11-23' };

describe('visit list query in the URL', () => {
  it('falls back to the default days when the URL has none, unreadable ones, or a range that ends before it starts', () => {
    for (const search of ['', 'date=yesterday&endDate=2026-11-01', 'date=2026-11-05&endDate=2026-11-01']) {
      expect(queryFromParams(new URLSearchParams(search), range)).toMatchObject(range);
    }
  });

  it('ignores an unknown badge, a page below 1 and a page size the table does not offer', () => {
    const query = queryFromParams(new URLSearchParams('visitStatus=gone&page=-2&pageSize=7&empdeptid=x'), range);
    expect(query).toMatchObject({ page: 1, pageSize: 10 });
    expect(query.visitStatus).toBeUndefined();
    expect(query.empdeptid).toBeUndefined();
  });

  it('round-trips filters through the URL, leaving blank ones and the first page out', () => {
    const filters = {
      ...range,
      name: ' Li ',
      phone: '',
      vcompany: '',
      empName: '',
      visitType: '',
      vType: 'Guest',
      visitStatus: 'expired' as const,
    };
    const params = paramsFromQuery(filters);
    expect(params.toString()).toBe('date=2026-11-23&endDate=2026-11-23&name=Li&vType=Guest&visitStatus=expired');
    expect(visitSearchBody(queryFromParams(params, range, 3))).toEqual({
      ...range,
      name: 'Li',
      vType: 'Guest',
      visitStatus: 'expired',
      signinType: 3,
      startIndex: 1,
      requestedCount: 10,
    });
  });
});
