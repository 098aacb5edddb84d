import type { Generated } from 'kysely';

/* Gates and visitor tags (decision 0033). */

export interface GateTable {
  id: Generated<number>;
  companyId: number;
  gname: string;
  createdAt: number;
}

export interface VisitorTagTable {
  id: Generated<number>;
  companyId: number;
  tagName: string;
  /** Lower-cased tagName: names are unique in a company regardless of case. */
  tagKey: string;
  createdAt: number;
}

/** A tag on a visit. */
export interface VisitTagTable {
  companyId: number;
  vid: number;
  tid: number;
}
