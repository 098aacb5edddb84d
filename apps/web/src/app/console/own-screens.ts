import type { ConsoleScreen } from './console-screen';

/*
 * The screens of the console's other audiences (an employee, a resident company, an HQ Administrator, a super
 * account, a manager): each their own account and what their sign-in opens. The Administrator's are in
 * route-table.ts, which lists these after its own.
 */

export const ownScreens: ConsoleScreen[] = [
  {
    path: 'mine/invite',
    group: 'visitors',
    label: 'nav.invitation',
    audience: 'employee',
    load: () => import('../../features/invitations/pages/invitation-page').then((module) => module.InvitationPage),
  },
  {
    path: 'mine/invitations',
    group: 'visitors',
    label: 'nav.invitationList',
    audience: 'employee',
    load: () => import('../../features/invitations/pages/invitation-list-page').then((module) => module.InvitationListPage),
  },
  {
    path: 'mine/approvals',
    group: 'visitors',
    label: 'nav.approvalList',
    audience: 'employee',
    load: () => import('../../features/approvals/pages/approval-list-page').then((module) => module.ApprovalListPage),
  },
  {
    path: 'mine/templates',
    group: 'visitors',
    label: 'nav.myTemplates',
    audience: 'employee',
    load: () => import('../../features/employee-console/pages/my-templates-page').then((module) => module.MyTemplatesPage),
  },
  {
    path: 'mine/meetings/*',
    link: 'mine/meetings',
    group: 'meeting',
    label: 'nav.myMeetings',
    audience: 'employee',
    load: () => import('../../features/meetings/meeting-routes').then((module) => module.OwnMeetingRoutes),
  },
  {
    path: 'mine/password',
    group: 'account',
    label: 'nav.myPassword',
    audience: 'employee',
    load: () => import('../../features/employee-console/pages/my-password-page').then((module) => module.MyPasswordPage),
  },
  {
    path: 'mine/proxy',
    group: 'account',
    label: 'nav.myProxy',
    audience: 'employee',
    load: () => import('../../features/employee-console/pages/my-proxy-page').then((module) => module.MyProxyPage),
  },
  {
    path: 'mine/overtime',
    group: 'account',
    label: 'nav.myOvertime',
    audience: 'employee',
    load: () => import('../../features/employee-console/pages/my-overtime-page').then((module) => module.MyOvertimePage),
  },
  {
    path: 'mine/tempcard',
    group: 'account',
    label: 'nav.myInterimCards',
    audience: 'employee',
    load: () => import('../../features/interim-cards/pages/my-interim-cards-page').then((module) => module.MyInterimCardsPage),
  },
  // A resident company's screens: its own visits, employees and blacklist, as far as its modules go.
  {
    path: '',
    group: 'visitors',
    label: 'nav.overview',
    audience: 'subcompany',
    module: 'visits',
    load: () => import('./subcompany-home').then((module) => module.SubcompanyHome),
  },
  {
    path: 'emp/visitlist/:vtype?',
    link: 'emp/visitlist',
    group: 'visitors',
    label: 'nav.visitList',
    audience: 'subcompany',
    module: 'visits',
    load: () => import('../../features/visits/pages/visit-list-page').then((module) => module.VisitListPage),
  },
  {
    path: 'history',
    group: 'visitors',
    label: 'nav.history',
    audience: 'subcompany',
    module: 'visits',
    load: () => import('../../features/visits/pages/history-page').then((module) => module.HistoryPage),
  },
  {
    path: 'emp/blacklist',
    group: 'visitors',
    label: 'nav.blacklist',
    audience: 'subcompany',
    module: 'blacklist',
    load: () => import('../../features/blacklist/pages/blacklist-page').then((module) => module.BlacklistPage),
  },
  {
    path: 'emp',
    group: 'people',
    label: 'nav.employees',
    audience: 'subcompany',
    module: 'employees',
    load: () => import('../../features/sub-accounts/pages/own-employees-page').then((module) => module.OwnEmployeesPage),
  },
  // An HQ Administrator reads the branch it stands in: its overview and visits; a super account, the counts.
  {
    path: '',
    group: 'visitors',
    label: 'nav.overview',
    audience: 'hq',
    load: () => import('../../features/overview/pages/overview-page').then((module) => module.OverviewPage),
  },
  {
    path: 'emp/visitlist/:vtype?',
    link: 'emp/visitlist',
    group: 'visitors',
    label: 'nav.visitList',
    audience: 'hq',
    load: () => import('../../features/visits/pages/visit-list-page').then((module) => module.VisitListPage),
  },
  {
    path: 'history',
    group: 'visitors',
    label: 'nav.history',
    audience: 'hq',
    load: () => import('../../features/visits/pages/history-page').then((module) => module.HistoryPage),
  },
  {
    path: 'group/counts',
    group: 'visitors',
    label: 'nav.visitorCounts',
    audience: 'hq',
    load: () => import('../../features/super-accounts/pages/visitor-counts-page').then((module) => module.VisitorCountsPage),
  },
  {
    path: 'group/password',
    group: 'account',
    label: 'nav.myPassword',
    audience: 'hq',
    load: () => import('../../features/super-accounts/pages/super-password-page').then((module) => module.SuperPasswordPage),
  },
  {
    path: '',
    group: 'visitors',
    label: 'nav.visitorCounts',
    audience: 'super',
    load: () => import('../../features/super-accounts/pages/visitor-counts-page').then((module) => module.VisitorCountsPage),
  },
  {
    path: 'group/password',
    group: 'account',
    label: 'nav.myPassword',
    audience: 'super',
    load: () => import('../../features/super-accounts/pages/super-password-page').then((module) => module.SuperPasswordPage),
  },
  {
    path: 'account/mgrpwd',
    group: 'account',
    label: 'nav.myPassword',
    audience: 'deputy',
    load: () =>
      import('../../features/reception-accounts/pages/manager-password-page').then((module) => module.ManagerPasswordPage),
  },
  {
    path: 'account/subpwd',
    group: 'account',
    label: 'nav.myPassword',
    audience: 'subcompany',
    load: () =>
      import('../../features/sub-accounts/pages/sub-account-password-page').then((module) => module.SubAccountPasswordPage),
  },
];
