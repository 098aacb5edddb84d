import type { Generated } from 'kysely';

/* The forms filled at sign-in (visit-forms feature, decision 0037). */

export interface VisitFormTable {
  id: Generated<number>;
  vid: number;
  companyId: number;
  /** 'vip' or 'depot'. */
  kind: string;
  /** The form as the contract parsed it, JSON text. */
  body: string;
  createTime: number;
}
