import type { SubAccountModule } from '@vestibule/contract/entities/sub-account-modules';
import type { ComponentType } from 'react';
import type { FeatureSwitch } from '../../lib/feature-flags';

/* What the route table (route-table.ts) lists of each console screen, and for whom. */

export const navGroups = ['visitors', 'people', 'notification', 'settings', 'meeting', 'account'] as const;
export type NavGroup = (typeof navGroups)[number];

/**
 * Who a screen is for: the company's Administrator, a signed-in employee, a resident company, an HQ Administrator
 * (a branch at a time), a super account (counts only) or a manager (deputy). Spec section 2 has a navigation for each.
 */
export type ConsoleAudience = 'admin' | 'employee' | 'subcompany' | 'hq' | 'super' | 'deputy';

export interface ConsoleScreen {
  /** Path below the console root, without the leading slash ('' is the root); may end in an optional parameter. */
  path: string;
  /** Where the navigation links to, when the path has a parameter. */
  link?: string;
  group: NavGroup;
  /** common-namespace key of the screen's name in the navigation and the title bar. */
  label: string;
  load: () => Promise<ComponentType>;
  needs?: FeatureSwitch;
  /** 'admin' when left out. */
  audience?: ConsoleAudience;
  /**
   * Listed in the navigation only while multi-company is on (build flag or the company's switch), or door access
   * (build flag or the company's plan); its path opens either way.
   */
  listedWhen?: 'multiCompany' | 'doorAccess';
  /** A resident company's or a manager's screen: shown when its account was granted this module. */
  module?: SubAccountModule;
}
