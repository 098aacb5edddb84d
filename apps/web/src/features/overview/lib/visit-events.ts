import { watchServerEvents } from '../../../lib/server-events';

/* The live home screen listens to GET /api/events: every `event: visits` calls onChange. */

export interface WatchOptions {
  onChange: () => void;
  /** After a reconnect: changes may have been missed while away. */
  onReconnect?: () => void;
}

/** Starts listening; the answer stops it. */
export const watchVisitEvents = ({ onChange, onReconnect }: WatchOptions): (() => void) =>
  watchServerEvents('/api/events', {
    onBlocks: (blocks) => {
      if (blocks.some((block) => /^event: visits$/m.test(block))) onChange();
    },
    onReconnect,
  });
