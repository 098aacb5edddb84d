import { Navigate, useParams } from 'react-router';
import { useDataControl } from '../../lib/data-control';
import { ResidentsPage } from '../../features/residents/pages/residents-page';
import { VisitListPage } from '../../features/visits/pages/visit-list-page';
import { useAudience } from './route-table';

/** signinType of a resident's visit (api-facts 3.3). */
const residentSigninType = 3;

/**
 * /emp/visitlist/:vtype?: the visit list. Its resident kind is the Administrator's residents page (spec section 2,
 * "visit list (resident visitors)"): projects and roster, with the list's resident visits as its second tab, which
 * the company's data control may hide. Others who open the visit list (a manager) keep the plain list.
 */
export function VisitListRoute() {
  const { vtype } = useParams();
  const audience = useAudience();
  const { kinds } = useDataControl();
  if (vtype !== 'resident' || audience !== 'admin') return <VisitListPage />;
  return <ResidentsPage visits={kinds.includes(residentSigninType) ? <VisitListPage /> : undefined} />;
}

/** The navigation's entry for the residents page: its own path only leads there. */
export function ResidentsLink() {
  return <Navigate to="/emp/visitlist/resident" replace />;
}
