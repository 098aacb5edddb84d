import type { EventStream } from '../../platform/http/event-stream.js';
import { type HostArrival, hostArrivalChannel } from './host-notice.job.js';

/*
 * GET /api/events/mine: an employee's own events. Each visitor of this
 * employee who signs in sends `event: arrival` with the visit's id, name,
 * company and time.
 */
export const hostArrivalEvents: EventStream = {
  path: '/api/events/mine',
  roles: ['employee'],
  rightsOf: 'checkInviteCount',
  channel: hostArrivalChannel,
  eventFor: (session, payload) => {
    const arrival = payload as HostArrival;
    if (arrival.companyId !== session.companyId || arrival.empid !== session.subjectId) return undefined;
    return { event: 'arrival', data: { vid: arrival.vid, vname: arrival.vname, vcompany: arrival.vcompany, at: arrival.at } };
  },
};
