import { type Kysely, sql } from 'kysely';

/*
 * One person is on site once per company: at most one visit of a phone, and
 * one of an ID number, signed in and not out. Before the rule, two desks
 * could sign one person in twice; of such visits the newest stays on site and
 * the older ones are closed at their own sign-in time, so the rule can hold.
 */
const onSite = sql`visitdate is not null and sign_out_date is null`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['vphone', 'card_id'] as const) {
    await sql`
      update visit set sign_out_date = visitdate
      where ${onSite} and ${sql.ref(column)} <> ''
        and exists (
          select 1 from visit as newer
          where newer.company_id = visit.company_id and newer.${sql.ref(column)} = visit.${sql.ref(column)}
            and newer.visitdate is not null and newer.sign_out_date is null and newer.id > visit.id
        )`.execute(db);
  }
  await db.schema
    .createIndex('visit_on_site_phone_idx')
    .unique()
    .on('visit')
    .columns(['company_id', 'vphone'])
    .where(sql<boolean>`vphone <> '' and ${onSite}`)
    .execute();
  await db.schema
    .createIndex('visit_on_site_card_idx')
    .unique()
    .on('visit')
    .columns(['company_id', 'card_id'])
    .where(sql<boolean>`card_id <> '' and ${onSite}`)
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
