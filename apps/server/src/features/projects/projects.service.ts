import { AppError, type Project, Status } from '@vestibule/contract';
import type { Selectable } from 'kysely';
import type { Session } from '../../platform/auth/session.js';
import type { AppContext } from '../../platform/context.js';
import { searchKey } from '../../platform/db/portable.js';
import type { ResidentProjectTable } from '../../platform/db/schema.js';
import { actorName } from '../visits/visit-scope.service.js';
import {
  deleteProjectRow,
  findProject,
  insertProject,
  listProjects,
  projectNamed,
  releaseProjectResidents,
  updateProjectRow,
} from './projects.repo.js';

/*
 * Projects residents work on (decision 0035). The original console sends a
 * name and a remark only; the other fields then stay empty (days open).
 */

export interface ProjectInput {
  pName: string;
  charge?: string | undefined;
  chargePhone?: string | undefined;
  area?: string | undefined;
  content?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  remark?: string | undefined;
}

const projectOf = (row: Selectable<ResidentProjectTable> & { pcount: number | string | null }): Project => ({
  pid: row.id,
  userid: row.companyId,
  pName: row.pName,
  charge: row.charge,
  chargePhone: row.chargePhone,
  area: row.area,
  content: row.content,
  startDate: row.startDate,
  endDate: row.endDate,
  remark: row.remark,
  createTime: row.createTime,
  pcount: Number(row.pcount ?? 0),
  account: row.account,
});

const nameTaken = () => new AppError(Status.projectNameExists, 'pName: a project of this name exists', 'pName');
export const noProject = (field = 'pid') => new AppError(Status.noRecord, `No such project: ${field}`, field);

export async function companyProjects(ctx: AppContext, session: Session): Promise<Project[]> {
  return (await listProjects(ctx.database.db, session.companyId)).map(projectOf);
}

/** The company's project of this id (57 otherwise). */
export async function projectOfCompany(ctx: AppContext, companyId: number, pid: number, field = 'pid') {
  const project = await findProject(ctx.database.db, companyId, pid);
  if (!project) throw noProject(field);
  return project;
}

/** The name of the company's project (pid 0 or gone: ''). */
export const projectNameOf = async (ctx: AppContext, companyId: number, pid: number) =>
  pid > 0 ? ((await findProject(ctx.database.db, companyId, pid))?.pName ?? '') : '';

/** Only the fields given: an update keeps the others. */
const givenFields = (input: ProjectInput) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as ProjectInput;

export async function addProject(ctx: AppContext, session: Session, input: ProjectInput) {
  const db = ctx.database.db;
  const pNameKey = searchKey(input.pName);
  if (await projectNamed(db, session.companyId, pNameKey)) throw nameTaken();
  const pid = await insertProject(db, {
    ...givenFields(input),
    companyId: session.companyId,
    pNameKey,
    account: (await actorName(ctx, session)).slice(0, 100),
    createTime: ctx.clock.now(),
  });
  return { pid };
}

export async function updateProject(ctx: AppContext, session: Session, input: ProjectInput & { pid: number }) {
  const db = ctx.database.db;
  const { pid, ...fields } = input;
  const project = await projectOfCompany(ctx, session.companyId, pid);
  const pNameKey = searchKey(fields.pName);
  const named = await projectNamed(db, session.companyId, pNameKey);
  if (named && named.id !== pid) throw nameTaken();
  const startDate = fields.startDate ?? project.startDate;
  const endDate = fields.endDate ?? project.endDate;
  if (startDate !== '' && endDate !== '' && endDate < startDate)
    throw new AppError(Status.invalidField, 'endDate: must not be before startDate', 'endDate');
  await updateProjectRow(db, session.companyId, pid, { ...givenFields(fields), pNameKey });
  return null;
}

/** Deletes the project; its residents stay, without a project (decision 0035). */
export async function deleteProject(ctx: AppContext, session: Session, pid: number) {
  const db = ctx.database.db;
  await projectOfCompany(ctx, session.companyId, pid);
  await releaseProjectResidents(db, session.companyId, pid);
  if (!(await deleteProjectRow(db, session.companyId, pid))) throw noProject();
  return null;
}
