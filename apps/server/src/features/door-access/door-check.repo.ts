import type { Insertable, Kysely } from 'kysely';
import { commaJoinedIds } from '../../platform/db/portable.js';
import { reusableQuery } from '../../platform/db/reusable-query.js';
import type { AccessRecordTable, Database } from '../../platform/db/schema.js';

/*
 * What a reader's check reads: the company's door key, the visit or employee scanned, and earlier reads.
 * The queries of every scan are compiled once (reusable-query.ts): a busy door checks many times a second.
 */

type Db = Kysely<Database>;

const selectDoorKey = reusableQuery((db, companyId: number) =>
  db.selectFrom('doorKey').select('doorKey').where('companyId', '=', companyId),
);
export const findDoorKey = async (db: Db, companyId: number) => (await selectDoorKey(db, companyId))[0]?.doorKey;

/** Keeps the key unless another call made one first. */
export const insertDoorKey = (db: Db, companyId: number, doorKey: string, at: number) =>
  db
    .insertInto('doorKey')
    .values({ companyId, doorKey, createdAt: at })
    .onConflict((conflict) => conflict.column('companyId').doNothing())
    .execute();

/** A visit with the door groups of its visitor type and of its host, as the check weighs them. */
const selectVisitForDoor = reusableQuery((db, companyId: number, vid: number) =>
  db
    .selectFrom('visit')
    .leftJoin('visitorType', (join) => join.onRef('visitorType.id', '=', 'visit.tid').on('visitorType.companyId', '=', companyId))
    .select([
      'visit.id',
      'visit.companyId',
      'visit.vname',
      'visit.vphone',
      'visit.vcompany',
      'visit.vType',
      'visit.cardId',
      'visit.signinType',
      'visit.permission',
      'visit.status',
      'visit.visitdate',
      'visit.signOutDate',
      'visit.appointmentDate',
      'visit.qrcodeType',
      'visit.qrcodeConf',
      'visit.createdAt',
      'visit.egids',
      'visitorType.egids as typeEgids',
    ])
    .select((eb) =>
      eb
        .selectFrom('employeeEquipmentGroup')
        .select(commaJoinedIds(db, 'employeeEquipmentGroup.egid').as('ids'))
        .whereRef('employeeEquipmentGroup.empid', '=', 'visit.empid')
        .where('employeeEquipmentGroup.companyId', '=', companyId)
        .as('hostEgids'),
    )
    .where('visit.companyId', '=', companyId)
    .where('visit.id', '=', vid),
);
export const findVisitForDoor = async (db: Db, companyId: number, vid: number) =>
  (await selectVisitForDoor(db, companyId, vid))[0];

/** The employee holding this card, with their door groups. */
export const findEmployeeByCard = (db: Db, companyId: number, cardNo: string) =>
  db
    .selectFrom('employee')
    .select(['id', 'empName', 'empPhone', 'empType', 'empState', 'startDate', 'endDate'])
    .select((eb) =>
      eb
        .selectFrom('employeeEquipmentGroup')
        .select(commaJoinedIds(db, 'employeeEquipmentGroup.egid').as('ids'))
        .whereRef('employeeEquipmentGroup.empid', '=', 'employee.id')
        .where('employeeEquipmentGroup.companyId', '=', companyId)
        .as('egids'),
    )
    .where('companyId', '=', companyId)
    .where('cardNo', '=', cardNo)
    .orderBy('id')
    .executeTakeFirst();

/** The device's earlier decision on a read of this id. */
export const findRead = (db: Db, eid: number, recordId: string) =>
  db
    .selectFrom('accessRecord')
    .select(['openStatus', 'reason'])
    .where('eid', '=', eid)
    .where('recordId', '=', recordId)
    .executeTakeFirst();

/** Records a decision unless the device sent this read before; whether it was new. */
export const insertAccessRecord = async (db: Db, row: Insertable<AccessRecordTable>) =>
  (
    await db
      .insertInto('accessRecord')
      .values(row)
      .onConflict((conflict) => conflict.columns(['eid', 'recordId']).doNothing())
      .returning('id')
      .execute()
  ).length === 1;
