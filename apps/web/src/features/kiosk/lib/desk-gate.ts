import { readProfile } from '../../../lib/session';

/*
 * The gate a tablet stands at. Staff pick it once by scanning the gate's
 * signed code (or from the list), and the tablet names it on every sign-in
 * and sign-out. It is kept with the pairing in localStorage and belongs to the
 * company that picked it: a tablet paired to another company forgets it.
 */

export const deskGateStorageKey = 'kioskGate';

export interface DeskGate {
  gid: number;
  gname: string;
}

interface StoredGate extends DeskGate {
  userid: string;
}

/** The tablet's gate, or undefined when none is set (or it was set for another company). */
export function readDeskGate(): DeskGate | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(deskGateStorageKey) ?? 'null') as Partial<StoredGate> | null;
    if (!stored || typeof stored.gid !== 'number' || typeof stored.gname !== 'string') return undefined;
    if (stored.userid !== readProfile().userid) return undefined;
    return { gid: stored.gid, gname: stored.gname };
  } catch {
    return undefined;
  }
}

export function saveDeskGate(gate: DeskGate | undefined): void {
  if (!gate) {
    localStorage.removeItem(deskGateStorageKey);
    return;
  }
  const stored: StoredGate = { gid: gate.gid, gname: gate.gname, userid: readProfile().userid ?? '' };
  localStorage.setItem(deskGateStorageKey, JSON.stringify(stored));
}

/** The gate a scanned text names among the company's gates: their signed codes are compared whole. */
export const gateOfCode = <G extends { qrcode: string }>(gates: readonly G[], text: string): G | undefined =>
  gates.find((gate) => gate.qrcode === text.trim());

/** A gate name as the visit's gate fields hold it (50 characters). */
const gateText = (gname: string) => gname.slice(0, 50);

/** The sign-in fields naming the tablet's gate (none when no gate is set). */
export function signInGateFields(): { gid?: string; signInGate?: string } {
  const gate = readDeskGate();
  return gate ? { gid: String(gate.gid), signInGate: gateText(gate.gname) } : {};
}

/** The sign-out field naming the tablet's gate. */
export function signOutGateFields(): { signOutGate?: string } {
  const gate = readDeskGate();
  return gate ? { signOutGate: gateText(gate.gname) } : {};
}
