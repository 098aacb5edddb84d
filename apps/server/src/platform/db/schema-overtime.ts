import type { Generated } from 'kysely';

/* Employees' overtime records (overtime feature). */

export interface OvertimeRecordTable {
  id: Generated<number>;
  companyId: number;
  empid: number;
  /** YYYY-MM-DD, comma-separated in order. */
  oDates: string;
  firstDay: string;
  checkIn: number | null;
  reason: Generated<string>;
  /** overtimeStatuses: 0 pending, 1 agreed, 2 refused. */
  status: Generated<number>;
  decidedBy: Generated<number | null>;
  decidedByName: Generated<string>;
  decidedAt: Generated<number | null>;
  createdAt: number;
}

/** One day of an overtime record. */
export interface OvertimeDayTable {
  recordId: number;
  companyId: number;
  empid: number;
  oDay: string;
}
