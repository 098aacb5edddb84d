import type { Kysely } from 'kysely';
import type { CompanySettings, Database } from '../../platform/db/schema.js';

/** The company columns the /pad screen sets. */
export type PadColumns = Pick<
  CompanySettings,
  'carouselPic' | 'logo' | 'themecolor' | 'backgroundPic' | 'upDuty' | 'offDuty' | 'scaner' | 'faceScaner' | 'secureProtocol'
>;

/** Writes some of the company's tablet settings; the others stay as they are. */
export const updatePadColumns = (db: Kysely<Database>, companyId: number, changes: Partial<PadColumns>) =>
  db.updateTable('company').set(changes).where('id', '=', companyId).execute();

/** What the tablet shows of the company, or undefined when there is no such company. */
export const findPadColumns = (db: Kysely<Database>, companyId: number) =>
  db
    .selectFrom('company')
    .select(['carouselPic', 'logo', 'themecolor', 'backgroundPic', 'defaultPhoto', 'cardText', 'secureProtocol'])
    .where('id', '=', companyId)
    .executeTakeFirst();
