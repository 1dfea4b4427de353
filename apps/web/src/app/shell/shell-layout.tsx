import Layout from 'antd/es/layout';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { lazyNamed } from '../../components/lazy-named.ts';
import '../../lib/dayjs.ts';
import { usePhoneState } from '../../lib/phone/phone-context.tsx';
import { useLayoutMode } from '../../lib/use-layout-mode.ts';
import { useRouteMeta } from '../use-route-meta.ts';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { FetchingBar } from './fetching-bar.tsx';
import { LiveNotice } from './live-notice.tsx';
import { NavMenu } from './nav-menu.tsx';
import { ShellProviders } from './shell-providers.tsx';

// The dial pad (its input, tooltips, the remote party's calls) loads when it is first opened.
const DialPad = lazyNamed(() => import('./dial-pad.tsx'), 'DialPad');

function DialPadWhenOpen() {
  const { isPadOpen } = usePhoneState();
  return isPadOpen ? (
    <Suspense fallback={null}>
      <DialPad />
    </Suspense>
  ) : null;
}

/**
 * The signed-in frame. Desktop (≥ 992 px) has the full side navigation, tablet (768–991) the
 * same with labels in a narrower column, mobile (< 768) moves search and navigation into the header's drawer.
 */
export function ShellLayout() {
  const layout = useLayoutMode();
  const meta = useRouteMeta();
  return (
    <ShellProviders>
      <FetchingBar />
      <Layout className="pd-shell">
        {meta?.hideHeader ? null : <AppHeader layout={layout} />}
        <Layout hasSider={layout !== 'mobile'}>
          {layout === 'mobile' ? null : (
            <Layout.Sider
              theme="light"
              // A tablet keeps the labels (an icon rail told a new user nothing), in a narrower column.
              width={layout === 'tablet' ? 184 : 220}
              trigger={null}
              className="pd-sider"
            >
              <NavMenu />
            </Layout.Sider>
          )}
          <Layout className="pd-main">
            <LiveNotice />
            <Layout.Content className="pd-content">
              <Outlet />
            </Layout.Content>
            {meta?.hideFooter ? null : <AppFooter />}
          </Layout>
        </Layout>
      </Layout>
      <DialPadWhenOpen />
    </ShellProviders>
  );
}
