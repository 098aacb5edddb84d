import { type Kysely, type Migration, type MigrationResultSet, Migrator } from 'kysely';
import * as foundation from '../../db/migrations/2026-11-21-0001-foundation.js';
import * as people from '../../db/migrations/2026-11-21-0002-people.js';
import * as jobs from '../../db/migrations/2026-11-23-0003-jobs.js';
import * as secrets from '../../db/migrations/2026-11-23-0004-secrets.js';
import * as peopleLinks from '../../db/migrations/2026-11-23-0005-people-links.js';
import * as whitelistIndex from '../../db/migrations/2026-11-23-0006-whitelist-index.js';
import * as visitorTypes from '../../db/migrations/2026-11-23-0007-visitor-types.js';
import * as blacklist from '../../db/migrations/2026-11-23-0008-blacklist.js';
import * as visits from '../../db/migrations/2026-11-23-0009-visits.js';
import * as dataControl from '../../db/migrations/2026-11-23-0010-data-control.js';
import * as receptionAccounts from '../../db/migrations/2026-11-24-0012-reception-accounts.js';
import * as padSettings from '../../db/migrations/2026-11-24-0014-pad-settings.js';
import * as hostNotice from '../../db/migrations/2026-11-24-0015-host-notice.js';
import * as frontDesk from '../../db/migrations/2026-11-24-0016-front-desk.js';
import * as invitationTemplates from '../../db/migrations/2026-11-24-0017-invitation-templates.js';
import * as directoryIds from '../../db/migrations/2026-11-24-0018-directory-ids.js';
import * as approvals from '../../db/migrations/2026-11-24-0019-approvals.js';
import * as holidays from '../../db/migrations/2026-11-24-0020-holidays.js';
import * as notice from '../../db/migrations/2026-11-24-0021-notice.js';
import * as directorySync from '../../db/migrations/2026-11-24-0022-directory-sync.js';
import * as operatorNames from '../../db/migrations/2026-11-24-0023-operator-names.js';
import * as companySmsGateway from '../../db/migrations/2026-11-24-0024-company-sms-gateway.js';
import * as visitNameDayIndex from '../../db/migrations/2026-11-24-0025-visit-name-day-index.js';
import * as leaveExpiryMinutes from '../../db/migrations/2026-11-25-0026-leave-expiry-minutes.js';
import * as oneVisitOnSite from '../../db/migrations/2026-11-27-0027-one-visit-on-site.js';
import * as visitAccessCode from '../../db/migrations/2026-11-27-0028-visit-access-code.js';
import * as overtimeRecords from '../../db/migrations/2026-11-27-0029-overtime-records.js';
import * as interimCards from '../../db/migrations/2026-11-28-0042-interim-cards.js';
import * as residents from '../../db/migrations/2026-11-28-0043-residents.js';
import * as training from '../../db/migrations/2026-11-28-0046-training.js';
import * as trainingGate from '../../db/migrations/2026-11-28-0047-training-gate.js';
import * as visitForms from '../../db/migrations/2026-11-28-0045-visit-forms.js';
import * as companyLanguage from '../../db/migrations/2026-11-27-0030-company-language.js';
import * as badgeSignOutQr from '../../db/migrations/2026-11-27-0031-badge-sign-out-qr.js';
import * as subAccounts from '../../db/migrations/2026-11-27-0032-sub-accounts.js';
import * as accountSecurity from '../../db/migrations/2026-11-27-0033-account-security.js';
import * as singleSignOn from '../../db/migrations/2026-11-27-0034-single-sign-on.js';
import * as setupGuide from '../../db/migrations/2026-11-27-0035-setup-guide.js';
import * as superAccounts from '../../db/migrations/2026-11-27-0036-super-accounts.js';
import * as deputyModules from '../../db/migrations/2026-11-28-0037-deputy-modules.js';
import * as companyPlans from '../../db/migrations/2026-11-28-0038-company-plans.js';
import * as meetings from '../../db/migrations/2026-11-28-0039-meetings.js';
import * as doorAccess from '../../db/migrations/2026-11-28-0040-door-access.js';
import * as gatesAndTags from '../../db/migrations/2026-11-28-0041-gates-and-tags.js';

/** Every migration in order; names are timestamps, so order is by name. */
const migrations: Record<string, Migration> = {
  '2026-11-21-0001-foundation': foundation,
  '2026-11-21-0002-people': people,
  '2026-11-23-0003-jobs': jobs,
  '2026-11-23-0004-secrets': secrets,
  '2026-11-23-0005-people-links': peopleLinks,
  '2026-11-23-0006-whitelist-index': whitelistIndex,
  '2026-11-23-0007-visitor-types': visitorTypes,
  '2026-11-23-0008-blacklist': blacklist,
  '2026-11-23-0009-visits': visits,
  '2026-11-23-0010-data-control': dataControl,
  '2026-11-24-0012-reception-accounts': receptionAccounts,
  '2026-11-24-0014-pad-settings': padSettings,
  '2026-11-24-0015-host-notice': hostNotice,
  '2026-11-24-0016-front-desk': frontDesk,
  '2026-11-24-0017-invitation-templates': invitationTemplates,
  '2026-11-24-0018-directory-ids': directoryIds,
  '2026-11-24-0019-approvals': approvals,
  '2026-11-24-0020-holidays': holidays,
  '2026-11-24-0021-notice': notice,
  '2026-11-24-0022-directory-sync': directorySync,
  '2026-11-24-0023-operator-names': operatorNames,
  '2026-11-24-0024-company-sms-gateway': companySmsGateway,
  '2026-11-24-0025-visit-name-day-index': visitNameDayIndex,
  '2026-11-25-0026-leave-expiry-minutes': leaveExpiryMinutes,
  '2026-11-27-0027-one-visit-on-site': oneVisitOnSite,
  '2026-11-27-0028-visit-access-code': visitAccessCode,
  '2026-11-27-0029-overtime-records': overtimeRecords,
  '2026-11-27-0030-company-language': companyLanguage,
  '2026-11-27-0031-badge-sign-out-qr': badgeSignOutQr,
  '2026-11-27-0032-sub-accounts': subAccounts,
  '2026-11-27-0033-account-security': accountSecurity,
  '2026-11-27-0034-single-sign-on': singleSignOn,
  '2026-11-27-0035-setup-guide': setupGuide,
  '2026-11-27-0036-super-accounts': superAccounts,
  '2026-11-28-0037-deputy-modules': deputyModules,
  '2026-11-28-0038-company-plans': companyPlans,
  '2026-11-28-0039-meetings': meetings,
  '2026-11-28-0040-door-access': doorAccess,
  '2026-11-28-0041-gates-and-tags': gatesAndTags,
  '2026-11-28-0042-interim-cards': interimCards,
  '2026-11-28-0043-residents': residents,
  '2026-11-28-0045-visit-forms': visitForms,
  '2026-11-28-0046-training': training,
  '2026-11-28-0047-training-gate': trainingGate,
};

/** Brings the schema up to date; the migrator's lock keeps concurrent starts safe. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Brings the schema up to the named migration and no further: tests of a migration start from the schema before it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateUpTo(db: Kysely<any>, name: string): Promise<void> {
  if (!(name in migrations)) throw new Error(`No migration ${name}`);
  await migrate(db, (migrator) => migrator.migrateTo(name));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
async function migrate(db: Kysely<any>, run: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await run(migrator);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
