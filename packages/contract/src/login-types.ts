/*
 * The sign-in page's login types and the call each one uses. The stored
 * login type decides where code 77 sends the user (0 goes to forgot.html?type=3).
 */
export const loginTypes = {
  administrator: 0,
  hqAdministrator: 1,
  subcompany: 2,
  employee: 3,
  reception: 4,
} as const;

export type LoginType = (typeof loginTypes)[keyof typeof loginTypes];

export const loginEndpointOf: Record<LoginType, string> = {
  0: 'Login',
  1: 'superAccountLogin',
  2: 'subAccountLogin',
  3: 'empLogin',
  4: 'LoginManager',
};
