import { AppError, type Gate, Status } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import { invitationSigningKey } from '../../platform/signing-key.js';
import { assertGatesWithinPlan } from '../plans/plans.service.js';
import { signGateCode } from './gate-code.js';
import { deleteGates, insertGates, listGates, renameGate } from './gates.repo.js';

/* The gates a company's desks stand at; the console sets the whole list at once (addGate). */

export async function companyGates(ctx: AppContext, companyId: number): Promise<Gate[]> {
  const key = invitationSigningKey(ctx.config);
  return (await listGates(ctx.database.db, companyId)).map((row) => ({
    gid: row.id,
    userid: companyId,
    gname: row.gname,
    qrcode: signGateCode(row.id, companyId, key),
  }));
}

interface GateItem {
  gid?: number | undefined;
  gname: string;
}

/** Renames the gates listed by gid, adds those without one and removes the rest; 57 names a gid not the company's. */
export async function setGates(ctx: AppContext, companyId: number, list: readonly GateItem[]): Promise<void> {
  const db = ctx.database.db;
  const current = new Set((await listGates(db, companyId)).map((row) => row.id));
  const kept = list.filter((item): item is { gid: number; gname: string } => Boolean(item.gid));
  const stranger = kept.find((item) => !current.has(item.gid));
  if (stranger) throw new AppError(Status.noRecord, `gid: the company has no gate ${stranger.gid}`, 'gid');
  await assertGatesWithinPlan(ctx, companyId, list.length);
  const keptIds = new Set(kept.map((item) => item.gid));
  const removed = [...current].filter((gid) => !keptIds.has(gid));
  if (removed.length > 0) await deleteGates(db, companyId, removed);
  for (const item of kept) await renameGate(db, companyId, item.gid, item.gname);
  const added = list.filter((item) => !item.gid).map((item) => item.gname);
  if (added.length > 0) await insertGates(db, companyId, added, ctx.clock.now());
}

/**
 * Reads gid texts (comma-separated gate ids) as the names of the company's gates they list, comma-joined; parts that
 * name no gate of the company are left out, so free text from the original console reads as no gate.
 */
export async function gateNameReader(ctx: AppContext, companyId: number): Promise<(gidText: string) => string> {
  const names = new Map((await listGates(ctx.database.db, companyId)).map((row) => [String(row.id), row.gname]));
  return (gidText) =>
    gidText
      .split(',')
      .flatMap((part) => names.get(part.trim()) ?? [])
      .join(',');
}

/** The names of the gates one desk's gid text lists (gateNameReader). */
export async function gateNamesOf(ctx: AppContext, companyId: number, gidText: string): Promise<string> {
  return gidText.trim() === '' ? '' : (await gateNameReader(ctx, companyId))(gidText);
}
