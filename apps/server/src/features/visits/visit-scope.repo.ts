import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';

/* The visits a caller may read or change: every visit query starts from its scope. */

export interface VisitScope {
  companyId: number;
  /** A Subcompany sees only its own visits; 0 means the whole company. */
  subaccountId: number;
}

export const scopedVisits = (db: Kysely<Database>, scope: VisitScope) => {
  const query = db.selectFrom('visit').where('visit.companyId', '=', scope.companyId);
  return scope.subaccountId > 0 ? query.where('visit.subaccountId', '=', scope.subaccountId) : query;
};

export const scopedVisitUpdate = (db: Kysely<Database>, scope: VisitScope) => {
  const query = db.updateTable('visit').where('companyId', '=', scope.companyId);
  return scope.subaccountId > 0 ? query.where('subaccountId', '=', scope.subaccountId) : query;
};
