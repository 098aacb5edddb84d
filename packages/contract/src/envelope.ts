/** The body of every answer to a known call (ARCHITECTURE.md section 3). */
export interface Envelope<T = unknown> {
  status: number;
  result: T;
  reason: string;
}

/** A page of a paged list, as the original product sends it. */
export interface Page<T> {
  list: T[];
  count: number;
  pageNo: number;
  pageSize: number;
}
