import { AppError, type SetupGuide, setupProgress, Status } from '@vestibule/contract';
import type { AppContext } from '../../platform/context.js';
import { findSetupFacts, updateSetupGuideDismissed } from './setup-guide.repo.js';

/* The setup guide: each step is read from the data it asks for; only whether the guide is hidden is stored. */

export async function setupGuide(ctx: AppContext, companyId: number): Promise<SetupGuide> {
  const row = await findSetupFacts(ctx.database.db, companyId);
  if (!row) throw new AppError(Status.invalidUser);
  const steps = setupProgress({
    company: { abbreviation: row.abbreviation, office: row.office, affiliatedCompany: row.affiliatedCompany, logo: row.logo },
    // EXISTS answers 0/1 on SQLite and a boolean on PostgreSQL.
    hasEmployees: Boolean(row.hasEmployees),
    hasVisitorTypes: Boolean(row.hasVisitorTypes),
    hasVisitorFields: Boolean(row.hasVisitorFields),
    notice: {
      emailType: row.emailType,
      emailNotify: row.emailNotify,
      smsNotify: row.smsNotify,
      ivrNotify: row.ivrNotify,
      msgNotify: row.msgNotify,
      ddnotify: row.ddnotify,
      rtxip: row.rtxip,
      smsUrlTemplate: row.smsUrlTemplate,
    },
    pad: {
      carouselPic: row.carouselPic,
      themecolor: row.themecolor,
      backgroundPic: row.backgroundPic,
      defaultPhoto: row.defaultPhoto,
      upDuty: row.upDuty,
      offDuty: row.offDuty,
      scaner: row.scaner,
      faceScaner: row.faceScaner,
      secureProtocol: row.secureProtocol,
    },
    hasReceptionAccounts: Boolean(row.hasReceptionAccounts),
  });
  return { steps, dismissed: row.setupGuideDismissed === 1 };
}

/** Hides the guide (1) or shows it again (0), and answers the guide as it now stands. */
export async function dismissSetupGuide(ctx: AppContext, companyId: number, dismissed: number): Promise<SetupGuide> {
  await updateSetupGuideDismissed(ctx.database.db, companyId, dismissed);
  return setupGuide(ctx, companyId);
}
