import { AppError, type BlacklistEntry, type Page, Status } from '@vestibule/contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../platform/context.js';
import { searchKey } from '../../platform/db/portable.js';
import type { BlacklistEntryTable } from '../../platform/db/schema.js';
import { pageWindow } from '../../platform/paging.js';
import { lowerCase } from '../../platform/text.js';
import { blacklistSwitchOn } from '../account/account.service.js';
import { gateNameReader } from '../gates/gates.service.js';
import {
  countBlacklist,
  deleteBlacklistEntries,
  findEntriesByCredential,
  findEntriesByPhone,
  insertBlacklistEntry,
  listBlacklistPage,
  ownEntryIds,
} from './blacklist.repo.js';

/* The blacklist: people a company refuses at appointment and at sign-in while its switch is on. */

type EntryRow = Selectable<BlacklistEntryTable>;

/** ID numbers match regardless of case and surrounding spaces. */
const credentialKeyOf = (credentialNo: string) => lowerCase(credentialNo.trim());

const toEntry = (row: EntryRow, gateNames: (gidText: string) => string): BlacklistEntry => ({
  bid: String(row.id),
  userid: row.companyId,
  name: row.name,
  phone: row.phone,
  credentialNo: row.credentialNo,
  gids: row.gids,
  sids: '',
  gname: gateNames(row.gids),
  sname: '',
  remark: row.remark,
  createTime: Number(row.createdAt),
});

export async function blacklistPage(
  ctx: AppContext,
  companyId: number,
  input: { condition: string; name: string; phone: string; credentialNo: string; startIndex: number; requestedCount: number },
  resident = 0,
): Promise<Page<BlacklistEntry>> {
  const db = ctx.database.db;
  const { offset, limit, pageNo, pageSize } = pageWindow(input);
  const search = {
    condition: lowerCase(input.condition),
    nameKey: searchKey(input.name),
    phone: input.phone,
    credentialKey: credentialKeyOf(input.credentialNo),
    subaccountId: resident,
  };
  const [rows, count, gateNames] = await Promise.all([
    listBlacklistPage(db, companyId, search, offset, limit),
    countBlacklist(db, companyId, search),
    gateNameReader(ctx, companyId),
  ]);
  return { list: rows.map((row) => toEntry(row, gateNames)), count, pageNo, pageSize };
}

/**
 * 604 naming phone when neither a phone nor an ID number is given; 3 when
 * either is already on the list (two racing additions: the unique index
 * refuses the second, and the constraint rules answer 3). The company has one
 * list: a resident company's entry (`resident`) is on it too (decision 0022).
 */
export async function addToBlacklist(
  ctx: AppContext,
  companyId: number,
  input: { name: string; phone: string; credentialNo: string; remark: string; gids: string },
  resident = 0,
): Promise<{ bid: string }> {
  const db = ctx.database.db;
  const credentialKey = credentialKeyOf(input.credentialNo);
  if (!input.phone && !credentialKey) {
    throw new AppError(Status.invalidField, 'phone: give a phone or an ID number', 'phone');
  }
  if (input.phone && (await findEntriesByPhone(db, companyId, input.phone)).length > 0) {
    throw new AppError(Status.userExists, 'phone: this phone is already on the blacklist', 'phone');
  }
  if (credentialKey && (await findEntriesByCredential(db, companyId, credentialKey)).length > 0) {
    throw new AppError(Status.userExists, 'credentialNo: this ID number is already on the blacklist', 'credentialNo');
  }
  const id = await insertBlacklistEntry(db, {
    companyId,
    name: input.name,
    nameKey: searchKey(input.name),
    phone: input.phone,
    credentialNo: input.credentialNo,
    credentialKey,
    remark: input.remark,
    gids: input.gids,
    searchText: lowerCase([input.name, input.phone, input.credentialNo, input.remark].join('\n')),
    subaccountId: resident,
    createdAt: ctx.clock.now(),
  });
  return { bid: String(id) };
}

/** All or nothing: 57 naming bids when any id is not the company's entry (the resident company's own, for one). */
export async function removeFromBlacklist(
  ctx: AppContext,
  companyId: number,
  bids: readonly number[],
  resident = 0,
): Promise<void> {
  const db = ctx.database.db;
  const wanted = [...new Set(bids)];
  const own = new Set(await ownEntryIds(db, companyId, wanted, resident));
  if (wanted.some((id) => !own.has(id))) throw new AppError(Status.noRecord, 'bids: no such blacklist entry', 'bids');
  await deleteBlacklistEntries(db, companyId, wanted);
}

/**
 * What the visits feature checks at appointment and sign-in: the company's
 * entries whose phone is this phone or whose ID number is this one (trimmed,
 * any case; empty values never match). None while the company's switch is off
 * (`blackListSwitch` when the caller has read it already).
 */
export async function blacklistEntriesFor(
  ctx: AppContext,
  companyId: number,
  visitor: { phone?: string | null; cardId?: string | null },
  blackListSwitch?: number,
): Promise<BlacklistEntry[]> {
  const switchOn = blackListSwitch === undefined ? await blacklistSwitchOn(ctx, companyId) : blackListSwitch === 1;
  if (!switchOn) return [];
  const db = ctx.database.db;
  const phone = (visitor.phone ?? '').trim();
  const credentialKey = credentialKeyOf(visitor.cardId ?? '');
  const [byPhone, byCredential] = await Promise.all([
    phone ? findEntriesByPhone(db, companyId, phone) : [],
    credentialKey ? findEntriesByCredential(db, companyId, credentialKey) : [],
  ]);
  const rows = new Map([...byPhone, ...byCredential].map((row) => [row.id, row]));
  if (rows.size === 0) return [];
  const gateNames = await gateNameReader(ctx, companyId);
  return [...rows.values()].sort((a, b) => b.id - a.id).map((row) => toEntry(row, gateNames));
}
