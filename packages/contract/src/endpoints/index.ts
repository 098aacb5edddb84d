import { accountEndpoints } from './account.js';
import { authEndpoints } from './auth.js';

export { accountEndpoints, authEndpoints };

/** Every endpoint of the API by its spec name. */
export const endpoints = {
  ...authEndpoints,
  ...accountEndpoints,
};

export type EndpointName = keyof typeof endpoints;
