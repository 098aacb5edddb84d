import { randomBytes } from 'node:crypto';
import type { AppContext } from './context.js';
import { hashPassword } from './passwords.js';

export const demoAccount = { email: 'admin@demo.vestibule.local', company: 'Vestibule Demo' };

/** On an empty database, creates a demo company and returns its sign-in; otherwise null. */
export async function seedDemoCompany(ctx: AppContext): Promise<{ email: string; password: string } | null> {
  const db = ctx.database.db;
  const any = await db.selectFrom('company').select('id').limit(1).executeTakeFirst();
  if (any) return null;
  const password = `Demo-${randomBytes(6).toString('base64url')}`;
  const now = ctx.clock.now();
  await db
    .insertInto('company')
    .values({
      id: 10_000_001,
      company: demoAccount.company,
      companyKey: demoAccount.company.toLowerCase(),
      abbreviation: 'Demo',
      username: 'Demo Administrator',
      email: demoAccount.email,
      phone: '13800000000',
      passwordHash: await hashPassword(password),
      passwordChangedAt: now,
      regDate: now,
    })
    .execute();
  return { email: demoAccount.email, password };
}
