/*
 * The setup guide of a new company (spec section 1): five steps in the spec's
 * order, each done once the data it asks for exists. The facts are what the
 * company's own screens write, so the guide needs no bookkeeping of its own.
 */

export const setupSteps = ['companyInfo', 'employees', 'registrationContent', 'notificationMode', 'padSettings'] as const;
export type SetupStep = (typeof setupSteps)[number];

/** How a company's notices go when it registers (the notice page's switches, mail server, SMS gateway, DingTalk, RTX). */
export const newCompanyNoticeSettings = {
  emailType: 0,
  emailNotify: 1,
  smsNotify: 0,
  ivrNotify: 0,
  msgNotify: 1,
  ddnotify: 0,
  rtxip: '',
  smsUrlTemplate: '',
};
export type NoticeSettingFacts = typeof newCompanyNoticeSettings;

/** What the reception tablet shows when a company registers (the /pad screen's settings). */
export const newCompanyPadSettings = {
  carouselPic: '',
  themecolor: '',
  backgroundPic: '',
  defaultPhoto: '',
  upDuty: '09:00',
  offDuty: '18:00',
  scaner: 0,
  faceScaner: 0,
  secureProtocol: '',
};
export type PadSettingFacts = typeof newCompanyPadSettings;

export interface SetupFacts {
  /** The company details registration does not ask for (/account/base). */
  company: { abbreviation: string; office: string; affiliatedCompany: string; logo: string };
  hasEmployees: boolean;
  /** What a visitor fills in at sign-in (/vset): visitor types, and custom fields with the visit reasons among them. */
  hasVisitorTypes: boolean;
  hasVisitorFields: boolean;
  notice: NoticeSettingFacts;
  pad: PadSettingFacts;
  /** A reception or verification account: a tablet signs in with one. */
  hasReceptionAccounts: boolean;
}

const differsFrom = <T extends Record<string, string | number>>(values: T, defaults: T) =>
  (Object.keys(defaults) as Array<keyof T>).some((key) => values[key] !== defaults[key]);

const stepDone: Record<SetupStep, (facts: SetupFacts) => boolean> = {
  companyInfo: ({ company }) => [company.abbreviation, company.office, company.affiliatedCompany, company.logo].some(Boolean),
  employees: ({ hasEmployees }) => hasEmployees,
  registrationContent: ({ hasVisitorTypes, hasVisitorFields }) => hasVisitorTypes || hasVisitorFields,
  // Choosing a mode may mean turning a channel off, so any change from a new company's settings counts.
  notificationMode: ({ notice }) => differsFrom(notice, newCompanyNoticeSettings),
  padSettings: ({ pad, hasReceptionAccounts }) => hasReceptionAccounts || differsFrom(pad, newCompanyPadSettings),
};

/** The five steps in order, each with whether the company has done it. */
export const setupProgress = (facts: SetupFacts): Array<{ key: SetupStep; done: boolean }> =>
  setupSteps.map((key) => ({ key, done: stepDone[key](facts) }));
