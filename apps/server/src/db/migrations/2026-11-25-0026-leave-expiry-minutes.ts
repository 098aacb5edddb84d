import { type Kysely, sql } from 'kysely';

/*
 * leaveExpiryTime was stored as hours; the original console labels and sends
 * it as minutes, and the automatic sign-out now reads minutes. A stored limit
 * keeps its length: 4 hours become 240 minutes. 0 (never) stays 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update company set leave_expiry_time = leave_expiry_time * 60 where leave_expiry_time > 0`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
