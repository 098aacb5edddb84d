import { AppError, approverKinds, type ProcessArea, Status } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import {
  employeesAmong,
  deleteArea,
  deleteRulesOf,
  findArea,
  findAreaNamed,
  insertArea,
  insertRules,
  listAreas,
  listRules,
  rolesAmong,
  updateArea,
} from './approvals.repo.js';

/* Approval areas and their rules: which levels ask whom (decision 0015). */

const invalid = (field: string, rule: string) => new AppError(Status.invalidField, `${field}: ${rule}`, field);
const nameTaken = () => new AppError(Status.userExists, 'aName: an approval area of this name exists', 'aName');

async function ownArea(ctx: AppContext, companyId: number, aid: number) {
  const area = await findArea(ctx.database.db, companyId, aid);
  if (!area) throw invalid('aid', 'no such approval area');
  return area;
}

export async function processAreas(ctx: AppContext, companyId: number, deptid?: number): Promise<ProcessArea[]> {
  const db = ctx.database.db;
  const areas = await listAreas(db, companyId, deptid);
  const rules = await listRules(
    db,
    companyId,
    areas.map((area) => area.id),
  );
  return areas.map((area) => ({
    aid: area.id,
    userid: companyId,
    aName: area.aName,
    address: area.address,
    deptid: area.deptid,
    prlist: rules
      .filter((rule) => rule.aid === area.id)
      .map((rule) => ({
        rid: rule.id,
        aid: rule.aid,
        level: rule.level,
        role: rule.role,
        roleName: rule.roleName,
        rType: rule.rType,
      })),
  }));
}

interface AreaInput {
  aName: string;
  address: string;
  deptid?: number | undefined;
}

export async function addProcessArea(ctx: AppContext, companyId: number, input: AreaInput) {
  const db = ctx.database.db;
  if (await findAreaNamed(db, companyId, input.aName)) throw nameTaken();
  const aid = await insertArea(db, {
    companyId,
    aName: input.aName,
    address: input.address,
    deptid: input.deptid ?? 0,
    createdAt: ctx.clock.now(),
  });
  return { aid };
}

export async function editProcessArea(ctx: AppContext, companyId: number, input: AreaInput & { aid: number }) {
  const db = ctx.database.db;
  await ownArea(ctx, companyId, input.aid);
  const named = await findAreaNamed(db, companyId, input.aName);
  if (named && named.id !== input.aid) throw nameTaken();
  await updateArea(db, companyId, input.aid, {
    aName: input.aName,
    address: input.address,
    ...(input.deptid !== undefined ? { deptid: input.deptid } : {}),
  });
}

export async function removeProcessArea(ctx: AppContext, companyId: number, aid: number) {
  await ownArea(ctx, companyId, aid);
  await deleteArea(ctx.database.db, companyId, aid);
}

interface RuleInput {
  aid: number;
  level: number;
  role: number;
  roleName: string;
  rType: number;
}

/** Replaces every rule of the area the first item names; levels run 1..N without gaps, each with an approver. */
export async function replaceProcessRules(ctx: AppContext, companyId: number, items: readonly RuleInput[]) {
  const db = ctx.database.db;
  const aid = items[0]!.aid;
  if (items.some((item) => item.aid !== aid)) throw invalid('aid', 'all rules must name the same approval area');
  await ownArea(ctx, companyId, aid);
  const levels = [...new Set(items.map((item) => item.level))].sort((a, b) => a - b);
  if (levels.some((level, index) => level !== index + 1)) {
    throw invalid('level', 'levels must run from 1 without gaps, each with at least one approver');
  }
  const roleIds = items.filter((item) => item.rType === approverKinds.role).map((item) => item.role);
  const empids = items.filter((item) => item.rType === approverKinds.employee).map((item) => item.role);
  const roles = new Map((await rolesAmong(db, companyId, roleIds)).map((role) => [role.id, role.rgName]));
  const people = new Map((await employeesAmong(db, companyId, empids)).map((emp) => [emp.empid, emp.empName]));
  const rows = items.map((item) => {
    const name = item.rType === approverKinds.role ? roles.get(item.role) : people.get(item.role);
    if (name === undefined) throw invalid('role', item.rType === approverKinds.role ? 'no such role' : 'no such employee');
    return { companyId, aid, level: item.level, role: item.role, roleName: item.roleName || name, rType: item.rType };
  });
  await deleteRulesOf(db, companyId, aid);
  await insertRules(db, rows);
}
