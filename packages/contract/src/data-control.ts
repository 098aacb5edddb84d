/*
 * Data control's choices (zod-free, for the web's lists): the visit lists'
 * columns a company may hide, and the visitor kinds (signinType) they offer.
 */

/** The visit lists' columns a company may hide; the actions always show. */
export const visitListColumns = ['visitor', 'phone', 'host', 'type', 'appointment', 'signIn', 'signOut', 'status'] as const;
export type VisitListColumn = (typeof visitListColumns)[number];

/** Visitor kinds (signinType): walk-in, invitation, pre-registration, resident. */
export const visitorKinds = [0, 1, 2, 3] as const;

export interface DataControl {
  columns: VisitListColumn[];
  kinds: number[];
}

/** What a company that never chose sees: every column and kind. */
export const defaultDataControl: DataControl = { columns: [...visitListColumns], kinds: [...visitorKinds] };
