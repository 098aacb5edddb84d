import type { RouteGroup } from '../platform/http/routes.js';
import { accountRoutes } from './account/account.routes.js';
import { authRoutes } from './auth/auth.routes.js';

/** Every feature's routes; a test checks they cover the whole contract. */
export const routeGroups: RouteGroup[] = [authRoutes, accountRoutes];
