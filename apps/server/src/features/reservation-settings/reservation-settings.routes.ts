import { reservationSettingsEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { setDefaultPhotos, setReservationSettings } from './reservation-settings.service.js';

export const reservationSettingsRoutes = routeGroup(reservationSettingsEndpoints, {
  updatePermissionSwitch: (input, { ctx, session }) => setReservationSettings(ctx, session.companyId, input),
  updateQRcode: (input, { ctx, session }) => setReservationSettings(ctx, session.companyId, input),
  updateQrcodeConf: (input, { ctx, session }) => setReservationSettings(ctx, session.companyId, input),
  updateExtendTime: (input, { ctx, session }) => setReservationSettings(ctx, session.companyId, input),
  updateLeaveExpiryTime: (input, { ctx, session }) => setReservationSettings(ctx, session.companyId, input),
  updateComeAgain: (input, { ctx, session }) => setReservationSettings(ctx, session.companyId, input),
  updateSignOutSwitch: (input, { ctx, session }) => setReservationSettings(ctx, session.companyId, input),
  UpdateDefaultPhoto: (input, { ctx, session }) => setDefaultPhotos(ctx, session.companyId, input.defaultPhoto),
});
