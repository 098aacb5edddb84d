/* Field limits the web shows before any schema runs (spec sections 5 and 9). */

/** A company abbreviation has at most 6 characters. */
export const abbreviationMaxLength = 6;
