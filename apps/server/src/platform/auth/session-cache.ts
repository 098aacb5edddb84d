import type { Session } from './session.js';

/*
 * Recently seen sessions, so that a signed-in call does not pay a database
 * round trip to learn who is calling. Ending a session removes its entry at
 * once here and, through the event bus, in every other process; an entry is
 * read again from the database after `ttlMs` in any case, which bounds how
 * long a missed message could keep an ended session alive.
 */

export interface CachedSession {
  session: Session;
  /** Last use as the database has it. */
  storedSeenAt: number;
  /** Last use, in this process or as read from the database. */
  usedAt: number;
  cachedAt: number;
}

/** What ends sessions: some by id, or every session of some subjects (but one). */
export interface SessionEnd {
  sessionIds?: number[];
  subject?: { kind: string; ids: number[]; except?: number };
}

export const sessionEndChannel = 'session-ended';

export class SessionCache {
  readonly #entries = new Map<string, CachedSession>();

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** A fresh entry, or undefined when it must be read from the database. */
  fresh(tokenHash: string, now: number): CachedSession | undefined {
    const entry = this.#entries.get(tokenHash);
    return entry && now - entry.cachedAt <= this.ttlMs ? entry : undefined;
  }

  /** The entry however old, for what this process knows of the session's last use. */
  peek(tokenHash: string): CachedSession | undefined {
    return this.#entries.get(tokenHash);
  }

  remember(tokenHash: string, entry: CachedSession): void {
    this.#entries.delete(tokenHash);
    if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
    this.#entries.set(tokenHash, entry);
  }

  forget(tokenHash: string): void {
    this.#entries.delete(tokenHash);
  }

  /** Drops every entry the end names. */
  apply(end: SessionEnd): void {
    const ids = new Set(end.sessionIds ?? []);
    const subjects = new Set(end.subject?.ids ?? []);
    for (const [tokenHash, { session }] of this.#entries) {
      const bySubject =
        end.subject !== undefined &&
        session.kind === end.subject.kind &&
        subjects.has(session.subjectId) &&
        session.id !== end.subject.except;
      if (ids.has(session.id) || bySubject) this.#entries.delete(tokenHash);
    }
  }
}
