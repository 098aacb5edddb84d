import { proxyEndpoints } from '@vestibule/contract';
import { routeGroup } from '../../platform/http/routes.js';
import { proxiesByProxy, proxyOfEmployee, setProxy } from './proxies.service.js';

export const proxyRoutes = routeGroup(proxyEndpoints, {
  getVisitProxyForEmp: (input, { ctx, session }) => proxyOfEmployee(ctx, session, input.empid),
  getVisitProxyForProxy: (input, { ctx, session }) => proxiesByProxy(ctx, session, input.proxyId),
  setVisitProxy: (input, { ctx, session }) => setProxy(ctx, session, input),
});
