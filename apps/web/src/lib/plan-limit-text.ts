import type { PlanLimitReached } from '@vestibule/contract/rules/plans';
import { hasTranslation, translate } from './i18n';

/*
 * The over-limit refusal (45) in the user's words: which limit of which plan,
 * and the plan that lifts it. The texts are the `plan` area's, which the API
 * client loads with the first such refusal, with this module.
 */

const isPlanLimit = (result: unknown): result is PlanLimitReached => {
  if (typeof result !== 'object' || result === null) return false;
  const { limit, plan, allowed } = result as Record<string, unknown>;
  return typeof limit === 'string' && typeof plan === 'string' && (allowed === null || typeof allowed === 'number');
};

/** The refusal naming the plan that lifts the limit; undefined when the answer names none (the code's text then). */
export function planLimitText(result: unknown): string | undefined {
  if (!isPlanLimit(result) || !result.liftedBy) return undefined;
  const known = [`plan:names.${result.plan}`, `plan:names.${result.liftedBy}`, `plan:inSentence.${result.limit}`];
  // A quota's noun is a plural form (employees_one, employees_other), which exists() finds by its count.
  if (!known.every((key) => hasTranslation(key, { count: result.allowed ?? 0 }))) return undefined;
  const names = { plan: translate(`plan:names.${result.plan}`), liftedBy: translate(`plan:names.${result.liftedBy}`) };
  if (result.allowed === null) {
    return translate('plan:limitReached.feature', { ...names, limit: translate(`plan:inSentence.${result.limit}`) });
  }
  const limit = translate(`plan:inSentence.${result.limit}`, { count: result.allowed });
  return translate('plan:limitReached.quota', { ...names, limit, allowed: result.allowed });
}
