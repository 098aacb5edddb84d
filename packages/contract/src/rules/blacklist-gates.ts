/*
 * Where a blacklist entry refuses. An entry may name gates (comma-separated
 * gate ids, `gids`); a desk names the gates it stands at (a tablet its one
 * gate, a reception account its list). An entry without gates refuses at
 * every gate, and so does any entry where the gate is not known (an invitation
 * made in the console, an old tablet naming none): a refusal is never lost for
 * want of a gate. Only a desk naming gates, none of them the entry's, lets the
 * person pass there.
 */

const gateIds = (text: string): Set<string> =>
  new Set(
    text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => /^\d+$/.test(part))
      .map((part) => String(Number(part))),
  );

/** Whether an entry listing `entryGids` refuses the person at a desk standing at `deskGids`. */
export function blacklistRefusesAt(entryGids: string, deskGids: string | undefined): boolean {
  const entry = gateIds(entryGids);
  if (entry.size === 0) return true;
  const desk = gateIds(deskGids ?? '');
  if (desk.size === 0) return true;
  return [...desk].some((gid) => entry.has(gid));
}
