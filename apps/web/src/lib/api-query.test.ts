import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../test/fake-api';
import { apiQueryOptions, queryKeyOf, refreshApi } from './api-query';

const newYear = Date.UTC(2026, 0, 1);
const holiday = { hid: String(newYear), userid: 10000001, hdate: newYear, remark: 'New year', passFlag: 0, rid: 0 };

describe('query keys', () => {
  it("are the endpoint's name and its request, so no request and an empty one are one key", () => {
    expect(queryKeyOf('getHoliday', { hdate: '2026-01-01' })).toEqual(['getHoliday', { hdate: '2026-01-01' }]);
    expect(queryKeyOf('GetUserInfo')).toEqual(['GetUserInfo', {}]);
    expect(queryKeyOf('GetUserInfo', {})).toEqual(queryKeyOf('GetUserInfo'));
  });

  it('keep two endpoints apart, and two requests of one endpoint apart', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeyOf('getVisitorType'), []);
    client.setQueryData(queryKeyOf('getHoliday', { hdate: '2026-01-01' }), [holiday]);
    expect(client.getQueryData(queryKeyOf('GetExtendVisitor'))).toBeUndefined();
    expect(client.getQueryData(queryKeyOf('getHoliday', { hdate: '2027-01-01' }))).toBeUndefined();
    expect(client.getQueryData(queryKeyOf('getHoliday', { hdate: '2026-01-01' }))).toEqual([holiday]);
  });

  it('ask the endpoint with the request of the key', async () => {
    const api = fakeApi({ getHoliday: () => ok([holiday]) });
    const client = new QueryClient();
    await expect(client.fetchQuery(apiQueryOptions('getHoliday', { hdate: '2026-01-01' }))).resolves.toEqual([holiday]);
    expect(api.calls.map(({ name, body }) => [name, body])).toEqual([['getHoliday', { hdate: '2026-01-01' }]]);
  });

  it("refresh every answer of an endpoint, whatever its request, and no other endpoint's", async () => {
    const client = new QueryClient();
    const thisYear = queryKeyOf('getHoliday', { hdate: '2026-01-01' });
    const nextYear = queryKeyOf('getHoliday', { hdate: '2027-01-01' });
    const types = queryKeyOf('getVisitorType');
    for (const key of [thisYear, nextYear, types]) client.setQueryData(key, []);
    await refreshApi(client, 'getHoliday');
    expect(client.getQueryState(thisYear)?.isInvalidated).toBe(true);
    expect(client.getQueryState(nextYear)?.isInvalidated).toBe(true);
    expect(client.getQueryState(types)?.isInvalidated).toBe(false);
  });
});
