import type { RouteGroup } from '../platform/http/routes.js';
import type { ExpiryPurge } from '../platform/jobs/purge.job.js';
import { accountRoutes } from './account/account.routes.js';
import { addressBookRoutes } from './address-book/address-book.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { purgeOldFailures } from './auth/lockout.service.js';
import { departmentRoutes } from './departments/departments.routes.js';
import { employeeAuthRoutes } from './employee-auth/employee-auth.routes.js';
import { employeeRoutes } from './employees/employees.routes.js';
import { proxyRoutes } from './proxies/proxies.routes.js';
import { roleRoutes } from './roles/roles.routes.js';
import { whitelistRoutes } from './whitelist/whitelist.routes.js';

/** Every feature's routes; a test checks they cover the whole contract. */
export const routeGroups: RouteGroup[] = [
  authRoutes,
  accountRoutes,
  employeeRoutes,
  departmentRoutes,
  roleRoutes,
  employeeAuthRoutes,
  addressBookRoutes,
  proxyRoutes,
  whitelistRoutes,
];

/** What features add to the platform's scheduled purge (a single job; see platform/jobs/purge.job.ts). */
export const expiryPurges: ExpiryPurge[] = [{ name: 'loginFailures', purge: purgeOldFailures }];
