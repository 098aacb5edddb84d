import { describe, expect, it } from 'vitest';
import {
  newCompanyNoticeSettings,
  newCompanyPadSettings,
  type SetupFacts,
  setupProgress,
  type SetupStep,
} from './setup-guide.js';

const newCompany: SetupFacts = {
  company: { abbreviation: '', office: '', affiliatedCompany: '', logo: '' },
  hasEmployees: false,
  hasVisitorTypes: false,
  hasVisitorFields: false,
  notice: newCompanyNoticeSettings,
  pad: newCompanyPadSettings,
  hasReceptionAccounts: false,
};

const doneSteps = (facts: SetupFacts) => setupProgress(facts).flatMap((step) => (step.done ? [step.key] : []));

describe('setupProgress', () => {
  it('lists the five steps in the order of the spec', () => {
    expect(setupProgress(newCompany).map((step) => step.key)).toEqual([
      'companyInfo',
      'employees',
      'registrationContent',
      'notificationMode',
      'padSettings',
    ]);
  });

  it.each<[string, Partial<SetupFacts>, SetupStep[]]>([
    ['a company as registered', {}, []],
    ['an abbreviation', { company: { ...newCompany.company, abbreviation: 'Acme' } }, ['companyInfo']],
    ['an office address', { company: { ...newCompany.company, office: 'Floor 3' } }, ['companyInfo']],
    ['an affiliated company', { company: { ...newCompany.company, affiliatedCompany: 'Acme Group' } }, ['companyInfo']],
    ['a logo', { company: { ...newCompany.company, logo: '/files/a.png' } }, ['companyInfo']],
    ['one employee', { hasEmployees: true }, ['employees']],
    ['a visitor type', { hasVisitorTypes: true }, ['registrationContent']],
    ['a custom field or the visit reasons', { hasVisitorFields: true }, ['registrationContent']],
    ['notices by SMS', { notice: { ...newCompanyNoticeSettings, smsNotify: 1 } }, ['notificationMode']],
    ['notices by voice call', { notice: { ...newCompanyNoticeSettings, ivrNotify: 1 } }, ['notificationMode']],
    ['notices by DingTalk', { notice: { ...newCompanyNoticeSettings, ddnotify: 1 } }, ['notificationMode']],
    ['an RTX server', { notice: { ...newCompanyNoticeSettings, rtxip: '10.0.0.5' } }, ['notificationMode']],
    ['its own mail server', { notice: { ...newCompanyNoticeSettings, emailType: 1 } }, ['notificationMode']],
    [
      'its own SMS gateway',
      { notice: { ...newCompanyNoticeSettings, smsUrlTemplate: 'https://sms.test/{phone}' } },
      ['notificationMode'],
    ],
    ['mail notices turned off', { notice: { ...newCompanyNoticeSettings, emailNotify: 0 } }, ['notificationMode']],
    ['WeChat notices turned off', { notice: { ...newCompanyNoticeSettings, msgNotify: 0 } }, ['notificationMode']],
    ['a carousel', { pad: { ...newCompanyPadSettings, carouselPic: '/files/a.png,/files/b.png' } }, ['padSettings']],
    ['a theme colour', { pad: { ...newCompanyPadSettings, themecolor: '#1a2b3c' } }, ['padSettings']],
    ['a background', { pad: { ...newCompanyPadSettings, backgroundPic: '/files/a.png' } }, ['padSettings']],
    ['built-in avatars', { pad: { ...newCompanyPadSettings, defaultPhoto: '/files/a.png' } }, ['padSettings']],
    ['other working hours', { pad: { ...newCompanyPadSettings, offDuty: '17:30' } }, ['padSettings']],
    ['the ID-card scanner', { pad: { ...newCompanyPadSettings, scaner: 1 } }, ['padSettings']],
    ['face recognition', { pad: { ...newCompanyPadSettings, faceScaner: 1 } }, ['padSettings']],
    ['a privacy text', { pad: { ...newCompanyPadSettings, secureProtocol: 'We keep your name.' } }, ['padSettings']],
    ['a reception account', { hasReceptionAccounts: true }, ['padSettings']],
    [
      'everything',
      {
        company: { ...newCompany.company, abbreviation: 'A' },
        hasEmployees: true,
        hasVisitorTypes: true,
        notice: { ...newCompanyNoticeSettings, smsNotify: 1 },
        hasReceptionAccounts: true,
      },
      ['companyInfo', 'employees', 'registrationContent', 'notificationMode', 'padSettings'],
    ],
  ])('with %s, done: %j', (_label, change, done) => {
    expect(doneSteps({ ...newCompany, ...change })).toEqual(done);
  });
});
