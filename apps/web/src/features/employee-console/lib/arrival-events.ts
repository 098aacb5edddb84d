import { watchServerEvents } from '../../../lib/server-events';

/*
 * An employee's own events: GET /api/events/mine. Every `event: arrival` (one
 * of this employee's visitors signed in) calls onArrival.
 */

export interface Arrival {
  vid: number;
  vname: string;
  vcompany: string;
  at: number;
}

/** The arrivals in a chunk of complete event blocks; anything else (comments, heartbeats) is skipped. */
export function arrivalsIn(blocks: readonly string[]): Arrival[] {
  const arrivals: Arrival[] = [];
  for (const block of blocks) {
    const data = /^event: arrival\r?\ndata: (.*)$/m.exec(block)?.[1];
    if (!data) continue;
    try {
      arrivals.push(JSON.parse(data) as Arrival);
    } catch {
      // A garbled event is dropped; the next one still comes.
    }
  }
  return arrivals;
}

/** Starts listening; the answer stops it. */
export const watchArrivals = (onArrival: (arrival: Arrival) => void): (() => void) =>
  watchServerEvents('/api/events/mine', {
    onBlocks: (blocks) => {
      for (const arrival of arrivalsIn(blocks)) onArrival(arrival);
    },
  });
