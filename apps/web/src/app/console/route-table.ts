import ApartmentOutlined from '@ant-design/icons/ApartmentOutlined';
import AuditOutlined from '@ant-design/icons/AuditOutlined';
import BranchesOutlined from '@ant-design/icons/BranchesOutlined';
import BellOutlined from '@ant-design/icons/BellOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CarryOutOutlined from '@ant-design/icons/CarryOutOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import ControlOutlined from '@ant-design/icons/ControlOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import DesktopOutlined from '@ant-design/icons/DesktopOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import KeyOutlined from '@ant-design/icons/KeyOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import ProfileOutlined from '@ant-design/icons/ProfileOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import TabletOutlined from '@ant-design/icons/TabletOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import { loginTypes } from '@vestibule/contract/login-types';
import type { ComponentType } from 'react';
import { featureFlags, type FeatureSwitch } from '../../lib/feature-flags';
import { useProfile } from '../../lib/session';

/*
 * The console's screens (spec section 2), the one table the router and the
 * navigation are built from. A navigation group shows once one of its screens
 * exists; screens behind a build flag appear only when it is on.
 */

export const navGroups = ['visitors', 'people', 'notification', 'settings', 'meeting', 'account'] as const;
export type NavGroup = (typeof navGroups)[number];

/** Who a screen is for: the company's Administrator or a signed-in employee (spec section 2 has a navigation for each). */
export type ConsoleAudience = 'admin' | 'employee';

export interface ConsoleScreen {
  /** Path below the console root, without the leading slash ('' is the root); may end in an optional parameter. */
  path: string;
  /** Where the navigation links to, when the path has a parameter. */
  link?: string;
  group: NavGroup;
  /** common-namespace key of the screen's name in the navigation and the title bar. */
  label: string;
  /** Shown alone when the navigation is collapsed. */
  icon: ComponentType;
  load: () => Promise<ComponentType>;
  needs?: FeatureSwitch;
  /** 'admin' when left out. */
  audience?: ConsoleAudience;
}

const consoleScreens: ConsoleScreen[] = [
  {
    // The console's home (/): the index route.
    path: '',
    group: 'visitors',
    label: 'nav.overview',
    icon: DashboardOutlined,
    load: () => import('../../features/overview/pages/overview-page').then((module) => module.OverviewPage),
  },
  {
    path: 'emp/visitlist/:vtype?',
    link: 'emp/visitlist',
    group: 'visitors',
    label: 'nav.visitList',
    icon: UnorderedListOutlined,
    load: () => import('../../features/visits/pages/visit-list-page').then((module) => module.VisitListPage),
  },
  {
    path: 'history',
    group: 'visitors',
    label: 'nav.history',
    icon: HistoryOutlined,
    load: () => import('../../features/visits/pages/history-page').then((module) => module.HistoryPage),
  },
  {
    path: 'emp/overtime',
    group: 'visitors',
    label: 'nav.overtime',
    icon: ClockCircleOutlined,
    load: () => import('../../features/visits/pages/overtime-page').then((module) => module.OvertimePage),
  },
  {
    path: 'vset',
    group: 'visitors',
    label: 'nav.visitorTypes',
    icon: IdcardOutlined,
    load: () => import('../../features/visitor-types/pages/visitor-types-page').then((module) => module.VisitorTypesPage),
  },
  {
    path: 'blacklist',
    group: 'visitors',
    label: 'nav.blacklist',
    icon: StopOutlined,
    load: () => import('../../features/blacklist/pages/blacklist-page').then((module) => module.BlacklistPage),
  },
  {
    path: 'emp',
    group: 'people',
    label: 'nav.employees',
    icon: TeamOutlined,
    load: () => import('./employees-route').then((module) => module.EmployeesRoute),
  },
  {
    path: 'role',
    group: 'people',
    label: 'nav.roles',
    icon: ApartmentOutlined,
    load: () => import('../../features/roles/pages/roles-page').then((module) => module.RolesPage),
  },
  {
    path: 'whitelist',
    group: 'people',
    label: 'nav.whitelist',
    icon: SafetyCertificateOutlined,
    load: () => import('../../features/whitelist/pages/whitelist-page').then((module) => module.WhitelistPage),
  },
  {
    path: 'data',
    group: 'settings',
    label: 'nav.dataControl',
    icon: ControlOutlined,
    load: () => import('../../features/overview/pages/data-control-page').then((module) => module.DataControlPage),
  },
  {
    path: 'reserve',
    group: 'settings',
    label: 'nav.reserve',
    icon: CalendarOutlined,
    load: () =>
      import('../../features/reservation-settings/pages/reservation-settings-page').then(
        (module) => module.ReservationSettingsPage,
      ),
  },
  {
    path: 'reserve/templates',
    group: 'settings',
    label: 'nav.invitationTemplates',
    icon: FileTextOutlined,
    load: () =>
      import('../../features/invitation-templates/pages/company-templates-page').then((module) => module.CompanyTemplatesPage),
  },
  {
    path: 'calendar',
    group: 'settings',
    label: 'nav.calendar',
    icon: CarryOutOutlined,
    load: () => import('../../features/calendar/pages/calendar-page').then((module) => module.CalendarPage),
  },
  {
    path: 'notice',
    group: 'notification',
    label: 'nav.notice',
    icon: BellOutlined,
    load: () => import('./notice-route').then((module) => module.NoticeRoute),
  },
  {
    path: 'pad',
    group: 'settings',
    label: 'nav.pad',
    icon: TabletOutlined,
    load: () => import('../../features/pad-settings/pages/pad-settings-page').then((module) => module.PadSettingsPage),
  },
  {
    path: 'badge',
    group: 'settings',
    label: 'nav.badges',
    icon: PrinterOutlined,
    load: () => import('../../features/badges/pages/badge-settings-page').then((module) => module.BadgeSettingsPage),
  },
  {
    path: 'approve',
    group: 'settings',
    label: 'nav.approve',
    icon: BranchesOutlined,
    load: () => import('../../features/approvals/pages/approve-page').then((module) => module.ApprovePage),
  },
  {
    path: 'account/base',
    group: 'account',
    label: 'nav.accountBase',
    icon: ProfileOutlined,
    load: () => import('../../features/account/pages/account-base-page').then((module) => module.AccountBasePage),
  },
  {
    path: 'account/safe',
    group: 'account',
    label: 'nav.accountSafe',
    icon: SafetyOutlined,
    load: () => import('../../features/account/pages/account-safe-page').then((module) => module.AccountSafePage),
  },
  {
    path: 'account/stage',
    group: 'account',
    label: 'nav.receptionAccounts',
    icon: DesktopOutlined,
    load: () =>
      import('../../features/reception-accounts/pages/reception-accounts-page').then((module) => module.ReceptionAccountsPage),
  },
  {
    path: 'mine/invite',
    group: 'visitors',
    label: 'nav.invitation',
    icon: SendOutlined,
    audience: 'employee',
    load: () => import('../../features/invitations/pages/invitation-page').then((module) => module.InvitationPage),
  },
  {
    path: 'mine/invitations',
    group: 'visitors',
    label: 'nav.invitationList',
    icon: UnorderedListOutlined,
    audience: 'employee',
    load: () => import('../../features/invitations/pages/invitation-list-page').then((module) => module.InvitationListPage),
  },
  {
    path: 'mine/approvals',
    group: 'visitors',
    label: 'nav.approvalList',
    icon: AuditOutlined,
    audience: 'employee',
    load: () => import('../../features/approvals/pages/approval-list-page').then((module) => module.ApprovalListPage),
  },
  {
    path: 'mine/templates',
    group: 'visitors',
    label: 'nav.myTemplates',
    icon: FileTextOutlined,
    audience: 'employee',
    load: () => import('../../features/employee-console/pages/my-templates-page').then((module) => module.MyTemplatesPage),
  },
  {
    path: 'mine/password',
    group: 'account',
    label: 'nav.myPassword',
    icon: KeyOutlined,
    audience: 'employee',
    load: () => import('../../features/employee-console/pages/my-password-page').then((module) => module.MyPasswordPage),
  },
  {
    path: 'mine/proxy',
    group: 'account',
    label: 'nav.myProxy',
    icon: SwapOutlined,
    audience: 'employee',
    load: () => import('../../features/employee-console/pages/my-proxy-page').then((module) => module.MyProxyPage),
  },
];

export const availableScreens = consoleScreens.filter((screen) => !screen.needs || featureFlags[screen.needs]);

/** The audience of a session by the login type stored at sign-in. */
export const audienceOf = (loginType: string | number): ConsoleAudience =>
  Number(loginType) === loginTypes.employee ? 'employee' : 'admin';

/** The signed-in session's audience. */
export const useAudience = (): ConsoleAudience => audienceOf(useProfile().loginType);

export const screensFor = (audience: ConsoleAudience): ConsoleScreen[] =>
  availableScreens.filter((screen) => (screen.audience ?? 'admin') === audience);

/** The home of each audience: the Administrator's visitor overview (/ itself); the employee's own account. */
export const homePaths: Record<ConsoleAudience, string> = { admin: '/', employee: '/mine/password' };

/** The user menu's targets; an employee has no company settings. */
export const accountPaths: Record<ConsoleAudience, { settings?: string; password: string }> = {
  admin: { settings: '/account/base', password: '/account/safe' },
  employee: { password: '/mine/password' },
};
