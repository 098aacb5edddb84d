import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';

/* What the setup guide reads of a company, in one statement: its own columns and whether its other rows exist. */

type Db = Kysely<Database>;

/** The company's columns the guide reads, and whether it has employees, visitor types, custom fields, reception accounts. */
export const findSetupFacts = (db: Db, companyId: number) =>
  db
    .selectFrom('company')
    .select((eb) => [
      'company.abbreviation',
      'company.office',
      'company.affiliatedCompany',
      'company.logo',
      'company.emailType',
      'company.emailNotify',
      'company.smsNotify',
      'company.ivrNotify',
      'company.msgNotify',
      'company.ddnotify',
      'company.rtxip',
      'company.smsUrlTemplate',
      'company.carouselPic',
      'company.themecolor',
      'company.backgroundPic',
      'company.defaultPhoto',
      'company.upDuty',
      'company.offDuty',
      'company.scaner',
      'company.faceScaner',
      'company.secureProtocol',
      'company.setupGuideDismissed',
      eb
        .exists(eb.selectFrom('employee').select('employee.id').whereRef('employee.companyId', '=', 'company.id'))
        .as('hasEmployees'),
      eb
        .exists(eb.selectFrom('visitorType').select('visitorType.id').whereRef('visitorType.companyId', '=', 'company.id'))
        .as('hasVisitorTypes'),
      eb
        .exists(eb.selectFrom('visitorExtend').select('visitorExtend.id').whereRef('visitorExtend.companyId', '=', 'company.id'))
        .as('hasVisitorFields'),
      eb
        .exists(
          eb
            .selectFrom('receptionAccount')
            .select('receptionAccount.id')
            .whereRef('receptionAccount.companyId', '=', 'company.id'),
        )
        .as('hasReceptionAccounts'),
    ])
    .where('company.id', '=', companyId)
    .executeTakeFirst();

export const updateSetupGuideDismissed = (db: Db, companyId: number, dismissed: number) =>
  db.updateTable('company').set({ setupGuideDismissed: dismissed }).where('id', '=', companyId).execute();
