import '../../components/antd-locale';
// antd styles its components only; its reset styles the page itself.
import 'antd/dist/reset.css';
import { AppProviders } from '../../components/app-providers';
import { browser, pages } from '../../lib/browser';
import { loginTypes } from '@vestibule/contract/login-types';
import { hasSession, storedLoginType } from '../../lib/session';
import { ConsoleRouter } from '../console/console-router';
import { PageLoading } from '../../components/page-loading';
import { startPage } from '../start-page';

// Every console page needs a session (spec section 2); a reception account's session opens only the terminal and the lobby videos.
if (hasSession() && storedLoginType() === loginTypes.reception) {
  if (window.location.pathname === pages.lobbyVideos) {
    void import('../../features/training/pages/lobby-videos-page').then(({ LobbyVideosPage }) =>
      startPage(
        <AppProviders fallback={<PageLoading />}>
          <LobbyVideosPage />
        </AppProviders>,
        ['training'],
      ),
    );
  } else browser.goTo(pages.stage);
} else if (hasSession()) {
  void startPage(
    <AppProviders fallback={<PageLoading />}>
      <ConsoleRouter />
    </AppProviders>,
    [],
  );
} else {
  browser.goTo(pages.signin);
}
