import '../../components/antd-locale';
import 'antd/dist/reset.css';
import { AppProviders } from '../../components/app-providers';
import { PageLoading } from '../../components/page-loading';
import { TerminalPage } from '../../features/terminal/pages/terminal-page';
import { startPage } from '../start-page';

// The visit badges' names live with the visit list's texts.
void startPage(
  <AppProviders fallback={<PageLoading />}>
    <TerminalPage />
  </AppProviders>,
  ['terminal', 'visits'],
);
