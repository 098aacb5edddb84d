/*
 * Picture work (decoding, face detection, encoding) runs one piece at a time
 * in a process: each holds a whole picture's pixels, so a burst of calls
 * waits its turn instead of holding all of theirs at once.
 */

let queue: Promise<unknown> = Promise.resolve();

/** Runs the work after the pieces queued before it, whatever became of them. */
export function inTurn<T>(work: () => Promise<T> | T): Promise<T> {
  const turn = queue.then(work, work);
  queue = turn.catch(() => undefined);
  return turn;
}
