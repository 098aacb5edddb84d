import { OverviewPage } from '../../features/overview/pages/overview-page';
import { SetupGuidePanel } from '../../features/setup-guide/components/setup-guide-panel';

/** /: the visitor overview, with the setup guide above it while the Administrator has not hidden it. */
export function HomeRoute() {
  return <OverviewPage guide={<SetupGuidePanel />} />;
}
