import { subAccountInviteBit, type SubAccountModule, subAccountModules } from '@vestibule/contract/entities/sub-account';

/** The form values of where a resident company sits and what it may do, shared by a resident company and the template. */
export interface PlacementValues {
  floor?: string;
  roomNumber?: string;
  gids?: string;
  mayInvite?: boolean;
  module?: SubAccountModule[];
}

interface Placement {
  floor: string;
  roomNumber: string;
  gids: string;
  vaPerm: number;
  module: ReadonlyArray<{ key: SubAccountModule }>;
}

/** The form's values of a stored resident company or template. */
export const placementValues = (placement: Placement): PlacementValues => ({
  floor: placement.floor,
  roomNumber: placement.roomNumber,
  gids: placement.gids,
  mayInvite: (placement.vaPerm & subAccountInviteBit) !== 0,
  module: placement.module.map((entry) => entry.key),
});

/** What the form's values send: the invite bit set or cleared, other vaPerm bits kept. */
export const placementDraft = (values: PlacementValues, vaPerm = 0) => ({
  floor: values.floor?.trim() ?? '',
  roomNumber: values.roomNumber?.trim() ?? '',
  gids: values.gids?.trim() ?? '',
  vaPerm: values.mayInvite ? vaPerm | subAccountInviteBit : vaPerm & ~subAccountInviteBit,
  module: subAccountModules.filter((key) => values.module?.includes(key)),
});
