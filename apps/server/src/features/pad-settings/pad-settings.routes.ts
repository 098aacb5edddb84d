import { padSettingsEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { padConfig, setBackground, setCarousel, setLogo, setPadSettings, setThemeColor } from './pad-settings.service.js';

export const padSettingsRoutes = routeGroup(padSettingsEndpoints, {
  UpdateCarouselPic: (input, { ctx, session }) => setCarousel(ctx, session.companyId, input.carouselPic),
  UpdateLogo: (input, { ctx, session }) => setLogo(ctx, session.companyId, input.logoUrl),
  UpdateThemeColor: (input, { ctx, session }) => setThemeColor(ctx, session.companyId, input.themecolor),
  UploadBackgroundPic: (input, { ctx, session }) => setBackground(ctx, session.companyId, input.bgPicUrl),
  updateOffDutyTime: (input, { ctx, session }) => setPadSettings(ctx, session.companyId, input),
  updateScanerSwitch: (input, { ctx, session }) => setPadSettings(ctx, session.companyId, input),
  updateFaceScaner: (input, { ctx, session }) => setPadSettings(ctx, session.companyId, input),
  updateSecureProtocol: (input, { ctx, session }) => setPadSettings(ctx, session.companyId, input),
  getPadConfig: (_input, { ctx, session }) => padConfig(ctx, session.companyId),
});
