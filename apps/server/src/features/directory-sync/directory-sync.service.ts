import { AppError, manualSyncsPerDay, Status, type SyncReport, type SyncSource } from '@vestibule/contract';
import type { Insertable, Selectable } from 'kysely';
import { startOfYmd, ymdOf } from '../../platform/calendar.js';
import type { AppContext } from '../../platform/context.js';
import { searchKey } from '../../platform/db/portable.js';
import { type EmployeeTable, employeeStates, type SyncReportTable } from '../../platform/db/schema.js';
import { dingTalkDepartments, dingTalkDepartmentUsers, dingTalkToken } from '../../platform/providers/dingtalk.js';
import { ProviderFailure } from '../../platform/providers/provider-failure.js';
import { rtxUsers } from '../../platform/providers/rtx.js';
import { markEmployeesRefreshed } from '../account/account.service.js';
import { addTopDepartments, departmentIdsByName } from '../departments/departments.service.js';
import { setDepartmentsOf, setEmployeeState } from '../employees/employees.service.js';
import { directorySettings, refuse, rtxIsSet } from './directory-settings.service.js';
import {
  countManualSyncsSince,
  type DirectoryColumns,
  employeesForSync,
  insertSyncedEmployees,
  insertSyncReport,
  latestSyncReports,
  updateSyncedEmployee,
} from './directory-sync.repo.js';
import { type DirectoryEntry, planSync, type SyncPlan } from './sync-plan.js';
import { employeeRoomLeft } from '../plans/plans.service.js';

/* Address-book sync from DingTalk or RTX: manual (getEmployeeFromDD/Rtx) or daily; every run leaves a report. */

type Trigger = SyncReportTable['trigger'];
const reportsListed = 50;
// DingTalk's root department (id 1) is the company itself, not a department of the address book.
const dingTalkRoot = 1;

async function dingTalkDirectory(ctx: AppContext, settings: DirectoryColumns): Promise<DirectoryEntry[]> {
  const baseUrl = ctx.config.dingtalkApiUrl;
  const token = await dingTalkToken(baseUrl, { appKey: settings.ddcorpid, appSecret: settings.ddcorpsecret }, ctx.clock.now());
  const departments = await dingTalkDepartments(baseUrl, token);
  const names = new Map(departments.map((department) => [department.id, department.name]));
  const entries = new Map<string, DirectoryEntry>();
  for (const deptId of [dingTalkRoot, ...departments.map((department) => department.id)]) {
    for (const user of await dingTalkDepartmentUsers(baseUrl, token, deptId)) {
      if (entries.has(user.userid)) continue;
      entries.set(user.userid, {
        account: user.userid,
        name: user.name,
        phone: user.mobile,
        email: user.email,
        empNo: user.jobNumber,
        position: user.title,
        departments: user.deptIds.flatMap((id) => (id !== dingTalkRoot && names.has(id) ? [names.get(id)!] : [])),
      });
    }
  }
  return [...entries.values()];
}

async function rtxDirectory(settings: DirectoryColumns): Promise<DirectoryEntry[]> {
  return (await rtxUsers({ ip: settings.rtxip, port: settings.rtxport })).map((user) => ({
    account: user.account,
    name: user.name,
    phone: user.mobile,
    email: user.email,
    empNo: '',
    position: '',
    departments: user.dept ? [user.dept] : [],
  }));
}

const accountColumn = (source: SyncSource) => (source === 'dingtalk' ? 'ddid' : 'empRtxAccount');

async function applyPlan(ctx: AppContext, companyId: number, source: SyncSource, plan: SyncPlan, now: number) {
  const db = ctx.database.db;
  const column = accountColumn(source);
  for (const { id, entry } of plan.updates) {
    await updateSyncedEmployee(db, companyId, id, {
      empName: entry.name,
      empNameKey: searchKey(entry.name),
      empEmail: entry.email,
      empPhone: entry.phone,
      [column]: entry.account,
      ...(entry.empNo ? { empNo: entry.empNo } : {}),
      ...(entry.position ? { empPosition: entry.position } : {}),
      empState: employeeStates.enabled,
      updatedAt: now,
    });
  }
  // Disabling signs the leavers out everywhere, as disabling them by hand does.
  if (plan.leavers.length > 0) await setEmployeeState(ctx, companyId, plan.leavers, employeeStates.disabled);
  if (plan.additions.length > 0) {
    // New employees go into their directory departments, created at the top as the Excel import creates them.
    const deptids = await departmentIdsByName(ctx, companyId);
    const missing = [...new Set(plan.additions.flatMap((entry) => entry.departments))].filter(
      (name) => !deptids.has(searchKey(name)),
    );
    for (const [key, id] of await addTopDepartments(ctx, companyId, missing)) deptids.set(key, id);
    const rows: Array<Insertable<EmployeeTable>> = plan.additions.map((entry) => ({
      companyId,
      empName: entry.name,
      empNameKey: searchKey(entry.name),
      empPhone: entry.phone,
      empEmail: entry.email,
      empNo: entry.empNo,
      empPosition: entry.position,
      ddid: '',
      empRtxAccount: '',
      [column]: entry.account,
      createdAt: now,
      updatedAt: now,
    }));
    const added = new Map((await insertSyncedEmployees(db, rows)).map((row) => [row.empPhone, row.id]));
    await setDepartmentsOf(
      ctx,
      companyId,
      plan.additions.map((entry) => ({
        empid: added.get(entry.phone)!,
        deptids: entry.departments.map((name) => deptids.get(searchKey(name))!),
      })),
    );
  }
  if (plan.updates.length + plan.leavers.length + plan.additions.length > 0) await markEmployeesRefreshed(ctx, companyId, now);
}

/**
 * Reads the directory and brings the address book in line with it. A directory
 * that does not answer leaves the address book as it was; the report says why.
 */
export async function runSync(ctx: AppContext, companyId: number, source: SyncSource, trigger: Trigger): Promise<SyncReport> {
  const startedAt = ctx.clock.now();
  const settings = await directorySettings(ctx, companyId);
  let plan: SyncPlan = { additions: [], updates: [], leavers: [], errors: [] };
  try {
    const directory = source === 'dingtalk' ? await dingTalkDirectory(ctx, settings) : await rtxDirectory(settings);
    const employees = (await employeesForSync(ctx.database.db, companyId)).map((row) => ({
      ...row,
      account: source === 'dingtalk' ? row.ddid : row.empRtxAccount,
    }));
    plan = await withinPlan(ctx, companyId, planSync(directory, employees));
    await applyPlan(ctx, companyId, source, plan, startedAt);
  } catch (error) {
    if (!(error instanceof ProviderFailure)) throw error;
    plan.errors = [{ name: source === 'dingtalk' ? 'DingTalk' : 'RTX', reason: error.message }];
    plan.additions = [];
    plan.updates = [];
    plan.leavers = [];
  }
  const report = {
    companyId,
    source,
    trigger,
    startedAt,
    finishedAt: ctx.clock.now(),
    added: plan.additions.length,
    updated: plan.updates.length,
    leftCount: plan.leavers.length,
    errors: JSON.stringify(plan.errors),
  };
  const { id } = await insertSyncReport(ctx.database.db, report);
  return toSyncReport({ ...report, id });
}

/** Adds no more people than the company's plan takes; the report names those left out and why. */
async function withinPlan(ctx: AppContext, companyId: number, plan: SyncPlan): Promise<SyncPlan> {
  const room = await employeeRoomLeft(ctx, companyId);
  if (plan.additions.length <= room) return plan;
  const reason = "not added: the company's plan allows no more employees";
  const leftOut = plan.additions.slice(room).map((entry) => ({ name: entry.name, reason }));
  return { ...plan, additions: plan.additions.slice(0, room), errors: [...plan.errors, ...leftOut] };
}

function toSyncReport(row: Selectable<SyncReportTable>): SyncReport {
  return {
    id: row.id,
    source: row.source,
    trigger: row.trigger,
    startedAt: Number(row.startedAt),
    finishedAt: Number(row.finishedAt),
    added: row.added,
    updated: row.updated,
    left: row.leftCount,
    errors: JSON.parse(row.errors) as SyncReport['errors'],
  };
}

/** 44 once the company has started `manualSyncsPerDay` manual imports from the source today (decision 0014). */
async function assertManualSyncAllowed(ctx: AppContext, companyId: number, source: SyncSource) {
  const since = startOfYmd(ymdOf(ctx.clock.now()));
  if ((await countManualSyncsSince(ctx.database.db, companyId, source, since)) >= manualSyncsPerDay) {
    throw new AppError(Status.syncCountExceeded, `userid: at most ${manualSyncsPerDay} manual imports a day`);
  }
}

export async function importFromDingTalk(ctx: AppContext, companyId: number) {
  const settings = await directorySettings(ctx, companyId);
  if (settings.ddnotify !== 1) throw refuse('tip8', 'ddnotify');
  await assertManualSyncAllowed(ctx, companyId, 'dingtalk');
  return runSync(ctx, companyId, 'dingtalk', 'manual');
}

export async function importFromRtx(ctx: AppContext, companyId: number) {
  const settings = await directorySettings(ctx, companyId);
  if (settings.ddnotify === 1) throw refuse('tip3', 'ddnotify');
  if (!rtxIsSet(settings)) throw refuse('tip7', 'rtxIp');
  await assertManualSyncAllowed(ctx, companyId, 'rtx');
  return runSync(ctx, companyId, 'rtx', 'manual');
}

export const syncReports = async (ctx: AppContext, companyId: number) =>
  (await latestSyncReports(ctx.database.db, companyId, reportsListed)).map(toSyncReport);
