import { isAppError } from '@vestibule/contract/app-error';

/**
 * The visit a 105 answer names as still on site: one person is on site once,
 * so an arrival while an earlier visit is signed in and not out is refused
 * with that visit, which the desks then offer to sign out.
 */
export function onSiteVisitOf(error: unknown): number | undefined {
  if (!isAppError(error) || error.status !== 105) return undefined;
  const result = error.result as { vid?: unknown } | null | undefined;
  return typeof result?.vid === 'number' ? result.vid : undefined;
}
