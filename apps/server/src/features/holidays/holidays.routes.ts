import { holidayEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import {
  addHoliday,
  holidaysOfYear,
  importPublicHolidays,
  removeHoliday,
  setPassableHours,
  updateHoliday,
} from './holidays.service.js';

export const holidayRoutes = routeGroup(holidayEndpoints, {
  getHoliday: (input, { ctx, session }) => holidaysOfYear(ctx, session.companyId, input.hdate),
  addHoliday: (input, { ctx, session }) => addHoliday(ctx, session.companyId, input),
  updateHoliday: ({ hid, ...input }, { ctx, session }) => updateHoliday(ctx, session.companyId, hid, input),
  delHoliday: (input, { ctx, session }) => removeHoliday(ctx, session.companyId, input.hid),
  getHolidayFromTP: (input, { ctx, session }) => importPublicHolidays(ctx, session.companyId, input.year),
  updatePassableTime: (input, { ctx, session }) => setPassableHours(ctx, session.companyId, input),
});
