import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from './api-query';

/*
 * The company's gates (getGate), which desks, visits and the gate settings
 * name. A desk's or visit's gid is the original's comma-separated text:
 * gate ids, or free text the original console typed.
 */

export const useGates = () => useQuery(apiQueryOptions('getGate'));

/** The parts of a gid text, as a multiple select holds them. */
export const gidParts = (gidText: string): string[] =>
  gidText
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** A gid text read out: gate ids by their gates' names, free text as it is. */
export function gateNames(gidText: string, gates: ReadonlyArray<{ gid: number; gname: string }>): string {
  const names = new Map(gates.map((gate) => [String(gate.gid), gate.gname]));
  return gidParts(gidText)
    .map((part) => names.get(part) ?? part)
    .join(', ');
}
