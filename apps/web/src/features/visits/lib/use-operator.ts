import { useProfile } from '../../../lib/session';

/** Who the desk's sign-ins and sign-outs are recorded as done by: the user's name, else the company's. */
export function useOperator(): string {
  const profile = useProfile();
  return profile.username || profile.company || '';
}
