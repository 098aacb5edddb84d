import { defaultVisitReasons } from '@vestibule/contract/entities/visitor-type';
import type { TFunction } from 'i18next';

/**
 * A visit reason on screen: the seeded ones (Business, Interview, Delivery,
 * Other) in the interface language, a company's own as written. Only the
 * label changes; forms keep and send the reason itself.
 */
export const visitReasonLabel = (t: TFunction, reason: string): string =>
  (defaultVisitReasons as readonly string[]).includes(reason) ? t(`common:visitReasons.${reason}`) : reason;
