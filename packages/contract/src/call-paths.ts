/**
 * Entries of the registry that answer under another call's name: one call
 * serving two audiences (Endpoint.path). Kept apart from the registry so that
 * the web client can post to the right path without loading every schema.
 */
export const callPaths = {
  resetEmpPwdByAdministrator: 'resetEmpPwd',
  ssoLoginBySignature: 'ssoLogin',
} as const satisfies Record<string, string>;

export const callPathOf = (name: string): string => (callPaths as Record<string, string>)[name] ?? name;
