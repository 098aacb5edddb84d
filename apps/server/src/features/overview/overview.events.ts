import { visitStaff } from '@vestibule/contract';
import type { EventStream } from '../../platform/http/event-stream.js';
import { visitsChangedChannel } from '../visit-events/visit-events.service.js';

/* GET /api/events: the live home screen. Each change to the company's visits sends `event: visits`. */
export const overviewEvents: EventStream = {
  path: '/api/events',
  roles: visitStaff,
  rightsOf: 'getVisitOverview',
  channel: visitsChangedChannel,
  eventFor: (session, payload) =>
    (payload as { companyId?: unknown } | null)?.companyId === session.companyId ? { event: 'visits', data: {} } : undefined,
};
