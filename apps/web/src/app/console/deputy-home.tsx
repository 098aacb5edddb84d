import { OverviewPage } from '../../features/overview/pages/overview-page';

/** / of a manager holding visits: the visitor overview, without the Administrator's setup guide. */
export function DeputyHome() {
  return <OverviewPage />;
}
