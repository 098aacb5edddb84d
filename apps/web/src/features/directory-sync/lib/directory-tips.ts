import type { DirectoryTip } from '@vestibule/contract/endpoints/directory-sync';
import type { UserInfo } from '@vestibule/contract/entities/company';

/*
 * The settings guards of spec section 5, as the screens check them before
 * calling: the server refuses the same cases with the same tip numbers.
 */

export type DirectoryState = Pick<UserInfo, 'ddnotify' | 'rtxip' | 'rtxport'>;
export type SyncSource = 'dingtalk' | 'rtx';

export const rtxIsSet = (state: DirectoryState) => Boolean(state.rtxip) && Number(state.rtxport) > 0;

/** Why an import from the source cannot start now, or undefined when it can. */
export function importBlockedBy(source: SyncSource, state: DirectoryState): DirectoryTip | undefined {
  if (source === 'dingtalk') return state.ddnotify === 1 ? undefined : 'tip8';
  if (state.ddnotify === 1) return 'tip3';
  return rtxIsSet(state) ? undefined : 'tip7';
}

/** The tip a refused call names in its result, if any. */
export function tipOf(error: unknown): DirectoryTip | undefined {
  const result = (error as { result?: unknown } | undefined)?.result;
  const tip = (result as { tip?: unknown } | null | undefined)?.tip;
  return typeof tip === 'string' && /^tip\d$/.test(tip) ? (tip as DirectoryTip) : undefined;
}
