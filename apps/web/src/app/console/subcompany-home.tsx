import { Navigate } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { OverviewPage } from '../../features/overview/pages/overview-page';
import { accountPaths } from './route-table';
import { useGrantedModules } from './use-listed-screens';

/** A resident company's home: its visitor overview when it may see visits, else its own password page. */
export function SubcompanyHome() {
  const granted = useGrantedModules();
  if (granted.isPending) return <PageLoading />;
  return granted.data?.includes('visits') ? <OverviewPage /> : <Navigate to={accountPaths.subcompany.password} replace />;
}
