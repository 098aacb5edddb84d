import type { Page } from '@vestibule/contract/envelope';

/** A paged answer holding the list: the first page, unless told otherwise, of everything there is. */
export const pageOf = <T>(list: T[], { count = list.length, pageNo = 1, pageSize = 20 } = {}): Page<T> => ({
  list,
  count,
  pageNo,
  pageSize,
});
