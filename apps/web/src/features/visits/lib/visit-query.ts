import { type VisitStatus, visitStatuses } from '@vestibule/contract/rules/visit-status';
import dayjs from 'dayjs';
import type { RequestOf } from '../../../lib/api-client';

/* The visit list's filters as the URL keeps them (so a reload keeps them) and as the search sends them. */

export interface VisitFilters {
  /** First and last day, YYYY-MM-DD. */
  date: string;
  endDate: string;
  name: string;
  phone: string;
  vcompany: string;
  empName: string;
  empdeptid?: number;
  visitType: string;
  vType: string;
  visitStatus?: VisitStatus;
  /** A visitor tag the visits carry. */
  tagId?: number;
}

export interface VisitQuery extends VisitFilters {
  /** signinType of the list's tab; absent for every kind. */
  signinType?: number;
  page: number;
  pageSize: number;
}

export type DayRange = Pick<VisitFilters, 'date' | 'endDate'>;

const day = (value: dayjs.Dayjs) => value.format('YYYY-MM-DD');

/** The visit list opens on today. */
export const todayRange = (): DayRange => ({ date: day(dayjs()), endDate: day(dayjs()) });

/** History opens on the last 30 days, today included: a visit of this morning is already history to look up. */
export const lastMonthRange = (): DayRange => {
  const today = dayjs();
  return { date: day(today.subtract(29, 'day')), endDate: day(today) };
};

/** The list's tabs: the path segment and the visitor kind (signinType) it shows. */
export const visitKinds = { all: undefined, signin: 0, invite: 1, reserve: 2, resident: 3 } as const;
export type VisitKind = keyof typeof visitKinds;
export const isVisitKind = (value: string | undefined): value is VisitKind => value !== undefined && value in visitKinds;

const textKeys = ['name', 'phone', 'vcompany', 'empName', 'visitType', 'vType'] as const;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const pageSizes = [10, 20, 50, 100];

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
};

/** The filters and page in the URL's query, the range defaulting to `range` when absent or unreadable. */
export function queryFromParams(params: URLSearchParams, range: DayRange, signinType?: number): VisitQuery {
  const date = params.get('date') ?? '';
  const endDate = params.get('endDate') ?? '';
  const rangeOk = dayPattern.test(date) && dayPattern.test(endDate) && date <= endDate;
  const status = params.get('visitStatus') ?? '';
  const pageSize = positive(params.get('pageSize'));
  const query: VisitQuery = {
    ...(rangeOk ? { date, endDate } : range),
    name: '',
    phone: '',
    vcompany: '',
    empName: '',
    visitType: '',
    vType: '',
    page: positive(params.get('page')) ?? 1,
    pageSize: pageSize && pageSizes.includes(pageSize) ? pageSize : 10,
  };
  for (const key of textKeys) query[key] = params.get(key) ?? '';
  const department = positive(params.get('empdeptid'));
  if (department) query.empdeptid = department;
  const tag = positive(params.get('tagId'));
  if (tag) query.tagId = tag;
  if ((visitStatuses as readonly string[]).includes(status)) query.visitStatus = status as VisitStatus;
  if (signinType !== undefined) query.signinType = signinType;
  return query;
}

/** The URL query of filters and a page; blank filters and the first page are left out. */
export function paramsFromQuery(filters: VisitFilters, page = 1, pageSize = 10): URLSearchParams {
  const params = new URLSearchParams({ date: filters.date, endDate: filters.endDate });
  for (const key of textKeys) if (filters[key].trim()) params.set(key, filters[key].trim());
  if (filters.empdeptid) params.set('empdeptid', String(filters.empdeptid));
  if (filters.visitStatus) params.set('visitStatus', filters.visitStatus);
  if (filters.tagId) params.set('tagId', String(filters.tagId));
  if (page > 1) params.set('page', String(page));
  if (pageSize !== 10) params.set('pageSize', String(pageSize));
  return params;
}

/** The body of SearchVisitByConditionPage: startIndex is the 1-based row the page starts at. */
export function visitSearchBody(query: VisitQuery): RequestOf<'SearchVisitByConditionPage'> {
  const body: RequestOf<'SearchVisitByConditionPage'> = {
    date: query.date,
    endDate: query.endDate,
    startIndex: (query.page - 1) * query.pageSize + 1,
    requestedCount: query.pageSize,
  };
  for (const key of textKeys) if (query[key].trim()) body[key] = query[key].trim();
  if (query.empdeptid) body.empdeptid = query.empdeptid;
  if (query.visitStatus) body.visitStatus = query.visitStatus;
  if (query.tagId) body.tagId = query.tagId;
  if (query.signinType !== undefined) body.signinType = query.signinType;
  return body;
}
