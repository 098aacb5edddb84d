import type { SubAccountModule } from '@vestibule/contract/entities/sub-account-modules';
import { storedDeputyModules, useProfile } from '../../lib/session';
import type { ConsoleScreen } from './console-screen';

/*
 * A manager opens the Administrator's own screens of the modules it holds, and no others: the company's
 * account, settings, notifications and resident companies answer 610 to it. Invitations have no screen of
 * their own for the Administrator: the visit list's pre-register belongs to them.
 */
const deputyModuleOfPath: Readonly<Record<string, SubAccountModule>> = {
  '': 'visits',
  'emp/visitlist/:vtype?': 'visits',
  history: 'visits',
  'emp/after-hours': 'visits',
  'emp/depot': 'visits',
  'emp/blacklist': 'blacklist',
  emp: 'employees',
  'meeting/*': 'invitations',
};

const deputyLoads: Readonly<Record<string, ConsoleScreen['load']>> = {
  '': () => import('./deputy-home').then((loaded) => loaded.DeputyHome),
  emp: () => import('../../features/people/pages/employee-directory-page').then((loaded) => loaded.EmployeeDirectoryPage),
};

/** The manager's copies of the Administrator's screens, each tagged with the module that opens it. */
export const deputyScreensOf = (screens: readonly ConsoleScreen[]): ConsoleScreen[] =>
  screens.flatMap((screen) => {
    const module = (screen.audience ?? 'admin') === 'admin' ? deputyModuleOfPath[screen.path] : undefined;
    if (!module) return [];
    // The Administrator's home carries the setup guide, and its employees page departments and imports: a
    // manager has neither.
    const load = deputyLoads[screen.path] ?? screen.load;
    return [{ ...screen, audience: 'deputy' as const, module, load }];
  });

/** The modules of the signed-in manager; [] for any other session. */
export const useDeputyModules = (): SubAccountModule[] => storedDeputyModules(useProfile().module);
