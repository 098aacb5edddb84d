import type { Insertable, Kysely, Updateable } from 'kysely';
import type { ApprovalAreaTable, ApprovalRuleTable, ApprovalStepTable, Database } from '../../platform/db/schema.js';

/* Approval areas, their rules, and the trail of approvers asked. */

type Db = Kysely<Database>;

export const listAreas = (db: Db, companyId: number, deptid?: number) => {
  const query = db.selectFrom('approvalArea').selectAll().where('companyId', '=', companyId);
  return (deptid === undefined ? query : query.where('deptid', '=', deptid)).orderBy('id').execute();
};

export const findArea = (db: Db, companyId: number, aid: number) =>
  db.selectFrom('approvalArea').selectAll().where('companyId', '=', companyId).where('id', '=', aid).executeTakeFirst();

export const findAreaNamed = (db: Db, companyId: number, aName: string) =>
  db.selectFrom('approvalArea').select('id').where('companyId', '=', companyId).where('aName', '=', aName).executeTakeFirst();

/** The area of a department's hosts, else the default area (deptid 0); the oldest when several. */
export const findAreaForDepartment = (db: Db, companyId: number, deptid: number) =>
  db
    .selectFrom('approvalArea')
    .selectAll()
    .where('companyId', '=', companyId)
    .where('deptid', 'in', deptid > 0 ? [deptid, 0] : [0])
    .orderBy('deptid', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();

export const insertArea = async (db: Db, row: Insertable<ApprovalAreaTable>) =>
  (await db.insertInto('approvalArea').values(row).returning('id').executeTakeFirstOrThrow()).id;

export const updateArea = (db: Db, companyId: number, aid: number, changes: Updateable<ApprovalAreaTable>) =>
  db.updateTable('approvalArea').set(changes).where('companyId', '=', companyId).where('id', '=', aid).execute();

export const deleteArea = (db: Db, companyId: number, aid: number) =>
  db.deleteFrom('approvalArea').where('companyId', '=', companyId).where('id', '=', aid).execute();

export const listRules = (db: Db, companyId: number, aids: readonly number[]) =>
  aids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('approvalRule')
        .selectAll()
        .where('companyId', '=', companyId)
        .where('aid', 'in', aids)
        .orderBy('level')
        .orderBy('id')
        .execute();

export const deleteRulesOf = (db: Db, companyId: number, aid: number) =>
  db.deleteFrom('approvalRule').where('companyId', '=', companyId).where('aid', '=', aid).execute();

export const insertRules = (db: Db, rows: Array<Insertable<ApprovalRuleTable>>) =>
  db.insertInto('approvalRule').values(rows).execute();

export const rolesAmong = (db: Db, companyId: number, rids: readonly number[]) =>
  rids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('role').select(['id', 'rgName']).where('companyId', '=', companyId).where('id', 'in', rids).execute();

/** Employees of the company holding any of the roles. */
export const holdersOfRoles = (db: Db, companyId: number, rids: readonly number[]) =>
  rids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('roleEmp')
        .innerJoin('employee', 'employee.id', 'roleEmp.empid')
        .select(['employee.id as empid', 'employee.empName'])
        .where('employee.companyId', '=', companyId)
        .where('roleEmp.rid', 'in', rids)
        .distinct()
        .execute();

export const employeesAmong = (db: Db, companyId: number, empids: readonly number[]) =>
  empids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('employee')
        .select(['id as empid', 'empName', 'empEmail'])
        .where('companyId', '=', companyId)
        .where('id', 'in', empids)
        .execute();

export const insertSteps = async (db: Db, rows: Array<Insertable<ApprovalStepTable>>) =>
  rows.length === 0 ? [] : (await db.insertInto('approvalStep').values(rows).returning('id').execute()).map((row) => row.id);

export const findStep = (db: Db, companyId: number, stepId: number) =>
  db.selectFrom('approvalStep').selectAll().where('companyId', '=', companyId).where('id', '=', stepId).executeTakeFirst();

/** The step as the job that mails it reads it, whatever the company (the job carries only the id). */
export const findStepWithVisit = (db: Db, stepId: number) =>
  db
    .selectFrom('approvalStep')
    .innerJoin('visit', 'visit.id', 'approvalStep.vid')
    .innerJoin('employee', 'employee.id', 'approvalStep.empid')
    .innerJoin('company', 'company.id', 'approvalStep.companyId')
    .select([
      'approvalStep.id',
      'approvalStep.companyId',
      'approvalStep.vid',
      'approvalStep.level',
      'approvalStep.levels',
      'approvalStep.status',
      'approvalStep.empid',
      'employee.empName as approverName',
      'visit.vname',
      'visit.vcompany',
      'visit.empName',
      'visit.appointmentDate',
      'company.company as companyName',
      'company.language as companyLanguage',
    ])
    .where('approvalStep.id', '=', stepId)
    .executeTakeFirst();

export const latestRound = async (db: Db, companyId: number, vid: number) =>
  (
    await db
      .selectFrom('approvalStep')
      .select((eb) => eb.fn.max('round').as('round'))
      .where('companyId', '=', companyId)
      .where('vid', '=', vid)
      .executeTakeFirst()
  )?.round ?? 0;

/** Whether the approval process has asked anyone about the visit. */
export const askedAboutVisit = async (db: Db, companyId: number, vid: number) =>
  (await db
    .selectFrom('approvalStep')
    .select('id')
    .where('companyId', '=', companyId)
    .where('vid', '=', vid)
    .limit(1)
    .executeTakeFirst()) !== undefined;

/** Decides a pending step; false when it was decided already (of two racing approvers one wins). */
export const decideStep = async (db: Db, stepId: number, changes: Updateable<ApprovalStepTable>) =>
  (await db.updateTable('approvalStep').set(changes).where('id', '=', stepId).where('status', '=', 0).executeTakeFirst())
    .numUpdatedRows > 0n;

/** Closes the pending steps of a visit (of one round and level when given). */
export const closePendingSteps = (
  db: Db,
  companyId: number,
  vid: number,
  changes: Updateable<ApprovalStepTable>,
  at?: { round: number; level: number },
) => {
  let query = db
    .updateTable('approvalStep')
    .set(changes)
    .where('companyId', '=', companyId)
    .where('vid', '=', vid)
    .where('status', '=', 0);
  if (at) query = query.where('round', '=', at.round).where('level', '=', at.level);
  return query.execute();
};

export const visitTrail = (db: Db, companyId: number, vid: number) =>
  db
    .selectFrom('approvalStep')
    .selectAll()
    .where('companyId', '=', companyId)
    .where('vid', '=', vid)
    .orderBy('round')
    .orderBy('level')
    .orderBy('id')
    .execute();

const taskQuery = (db: Db, companyId: number) =>
  db
    .selectFrom('approvalStep')
    .innerJoin('visit', 'visit.id', 'approvalStep.vid')
    .where('approvalStep.companyId', '=', companyId)
    .where('visit.companyId', '=', companyId);

const taskColumns = [
  'approvalStep.id',
  'approvalStep.vid',
  'approvalStep.aid',
  'approvalStep.round',
  'approvalStep.level',
  'approvalStep.levels',
  'approvalStep.empid',
  'approvalStep.empName as approverName',
  'approvalStep.subEmpId',
  'approvalStep.subEmpName',
  'approvalStep.status',
  'approvalStep.remark',
  'approvalStep.askedAt',
  'approvalStep.decidedAt',
  'visit.vname',
  'visit.vphone',
  'visit.vcompany',
  'visit.visitType',
  'visit.appointmentDate',
  'visit.empName',
  'visit.permission',
] as const;

export type TaskRow = Awaited<ReturnType<typeof findTask>> & object;

export const findTask = (db: Db, companyId: number, stepId: number) =>
  taskQuery(db, companyId).select(taskColumns).where('approvalStep.id', '=', stepId).executeTakeFirst();

/** An approver's tasks (closed ones are not theirs to see: another approver decided). */
export const listTasksPage = (
  db: Db,
  companyId: number,
  empid: number,
  statuses: readonly number[],
  offset: number,
  limit: number,
) =>
  taskQuery(db, companyId)
    .select(taskColumns)
    .where('approvalStep.empid', '=', empid)
    .where('approvalStep.status', 'in', statuses)
    .orderBy('approvalStep.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

export const countTasks = async (db: Db, companyId: number, empid: number, statuses: readonly number[]) =>
  Number(
    (
      await db
        .selectFrom('approvalStep')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('companyId', '=', companyId)
        .where('empid', '=', empid)
        .where('status', 'in', statuses)
        .executeTakeFirstOrThrow()
    ).count,
  );

/** Pending steps asked before the instant: levels left undecided too long. */
export const pendingStepsAskedBefore = (db: Db, before: number) =>
  db
    .selectFrom('approvalStep')
    .select(['companyId', 'vid', 'round', 'level'])
    .where('status', '=', 0)
    .where('askedAt', '<', before)
    .distinct()
    .limit(500)
    .execute();

/** Settles a visit still awaiting approval; false when it no longer waits. */
export const settleAwaitingVisit = async (db: Db, companyId: number, vid: number, permission: number) =>
  (
    await db
      .updateTable('visit')
      .set({ permission })
      .where('companyId', '=', companyId)
      .where('id', '=', vid)
      .where('permission', '=', 4)
      .executeTakeFirst()
  ).numUpdatedRows > 0n;

export const findVisitForApproval = (db: Db, companyId: number, vid: number) =>
  db
    .selectFrom('visit')
    .select(['id', 'companyId', 'subaccountId', 'empid', 'empName', 'empdeptid', 'permission', 'vname'])
    .where('companyId', '=', companyId)
    .where('id', '=', vid)
    .executeTakeFirst();
