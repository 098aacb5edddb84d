/* The three employee states (spec: enabled, forbidden, disabled) and the actions that set them. */

// The contract's employeeStateValues, repeated so the screen does not load the schema library with it.
const employeeStateValues = { enabled: 0, forbidden: 1, disabled: 2 } as const;

/** people-namespace `state.*` keys by state value. */
export const stateKeys = ['enabled', 'forbidden', 'disabled'] as const;

export const stateColours: Record<number, string> = { 0: 'green', 1: 'orange', 2: 'default' };

export const stateActions = [
  { action: 'enable', empState: employeeStateValues.enabled },
  { action: 'forbid', empState: employeeStateValues.forbidden },
  { action: 'disable', empState: employeeStateValues.disabled },
] as const;

export type StateAction = (typeof stateActions)[number]['action'];

export const stateOfAction = (action: StateAction): number =>
  stateActions.find((candidate) => candidate.action === action)?.empState ?? employeeStateValues.enabled;
