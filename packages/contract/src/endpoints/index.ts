import { accountEndpoints } from './account.js';
import { addressBookEndpoints } from './address-book.js';
import { authEndpoints } from './auth.js';
import { departmentEndpoints } from './departments.js';
import { employeeAuthEndpoints } from './employee-auth.js';
import { employeeEndpoints } from './employees.js';
import { proxyEndpoints } from './proxies.js';
import { roleEndpoints } from './roles.js';
import { whitelistEndpoints } from './whitelist.js';

export { accountEndpoints, authEndpoints, departmentEndpoints, employeeEndpoints, roleEndpoints, whitelistEndpoints };
export * from './address-book.js';
export { departmentFormSchema } from './departments.js';
export * from './employee-auth.js';
export * from './proxies.js';
export { getEmpListMax, peopleReaders, validityDay } from './employees.js';

/** Every endpoint of the API by its spec name. */
export const endpoints = {
  ...authEndpoints,
  ...accountEndpoints,
  ...employeeEndpoints,
  ...departmentEndpoints,
  ...roleEndpoints,
  ...employeeAuthEndpoints,
  ...addressBookEndpoints,
  ...proxyEndpoints,
  ...whitelistEndpoints,
};

export type EndpointName = keyof typeof endpoints;
