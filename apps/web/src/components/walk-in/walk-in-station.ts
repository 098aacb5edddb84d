import { useTranslation } from 'react-i18next';

/**
 * Where a walk-in is registered: at the tablet the visitor fills the form in
 * and is spoken to; at the terminal the receptionist fills it in, types the
 * contact there too and may choose a photo file even with a camera.
 */
export type WalkInStation = 'tablet' | 'desk';

/** The texts of the walk-in form in the station's own voice. */
export const useWalkInTexts = (station: WalkInStation) => useTranslation('walkIn', { keyPrefix: station });
