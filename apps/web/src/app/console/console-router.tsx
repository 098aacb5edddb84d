import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { ConsoleLayout } from './console-layout';
import { useDeputyModules } from './deputy-screens';
import { availableScreens, homePaths, movedPaths, useAudience } from './route-table';

// Each screen's code loads when it is first opened.
const screens = availableScreens.map((screen) => ({
  path: screen.path,
  link: screen.link ?? screen.path,
  audience: screen.audience ?? 'admin',
  module: screen.module,
  Screen: lazy(async () => ({ default: await screen.load() })),
}));
// The 404 page carries antd's illustration, so it loads only when needed.
const NotFoundPage = lazy(async () => ({ default: (await import('./not-found-page')).NotFoundPage }));

/** A screen's old path: on to its new one, with the query and fragment kept. */
function Moved({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

/** The console's routes, built from the route table (spec section 2). */
export function ConsoleRouter() {
  const audience = useAudience();
  const held = useDeputyModules();
  // A manager's paths outside its modules are unknown: it holds them by its sign-in, not by a later call.
  const opened = screens.filter(
    (screen) => screen.audience === audience && (audience !== 'deputy' || !screen.module || held.includes(screen.module)),
  );
  // A manager's home is its first module's screen: its own password page belongs to none.
  const first = opened.find((screen) => screen.module !== undefined);
  const deputyHome = first === undefined || opened.some((screen) => screen.path === '') ? '/' : `/${first.link ?? first.path}`;
  const homePath = audience === 'deputy' ? deputyHome : homePaths[audience];
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<ConsoleLayout />}>
          {/* The audience's home screen answers / itself; otherwise / leads to it. */}
          {homePath !== '/' && <Route index element={<Navigate to={homePath} replace />} />}
          {/* The sign-in page opens the console as /index.html. */}
          <Route path="index.html" element={<Navigate to={homePath} replace />} />
          {/* Another audience's screens are unknown paths: their calls would be refused anyway. */}
          {opened.map(({ path, Screen }) =>
            path === '' ? <Route key={path} index element={<Screen />} /> : <Route key={path} path={path} element={<Screen />} />,
          )}
          {audience === 'admin' &&
            Object.entries(movedPaths).map(([from, to]) => <Route key={from} path={from} element={<Moved to={to} />} />)}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
