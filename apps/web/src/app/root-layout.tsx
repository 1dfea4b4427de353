import { Suspense, useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { lazyNamed } from '../components/lazy-named.ts';
import { TopBar } from '../components/top-bar.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { useSessionState } from '../lib/use-session.ts';
import { useRouteMeta } from './use-route-meta.ts';

// The modal is only needed once a session has expired, so it is not part of the first load.
const SessionExpiredModal = lazyNamed(
  () => import('./session-expired-modal.tsx'),
  'SessionExpiredModal',
);

function useDocumentTitle(): void {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const title = meta ? t(meta.titleKey) : '';
  useEffect(() => {
    document.title = title ? `${title} · PawnDesk` : 'PawnDesk';
  }, [title]);
}

/** Wraps every route, signed in or not: route-loading bar, page title, session-expired modal. */
export function RootLayout() {
  const { expired } = useSessionState();
  const navigation = useNavigation();
  useDocumentTitle();
  return (
    <>
      <TopBar busy={navigation.state !== 'idle'} />
      <Outlet />
      {expired ? (
        <Suspense fallback={null}>
          <SessionExpiredModal />
        </Suspense>
      ) : null}
    </>
  );
}
