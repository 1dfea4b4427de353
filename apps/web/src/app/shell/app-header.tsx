import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Layout from 'antd/es/layout';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { lazyNamed } from '../../components/lazy-named.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLiveChannel } from '../../lib/live-context.tsx';
import type { LayoutMode } from '../../lib/use-layout-mode.ts';
import { useSession } from '../../lib/use-session.ts';
import { PhoneButtons } from './phone-buttons.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { SearchBox } from './search-box.tsx';

// The phone's menu drawer loads when it is first opened.
const MobileMenu = lazyNamed(() => import('./mobile-menu.tsx'), 'MobileMenu');

type AppHeaderProps = { layout: LayoutMode };

export function AppHeader({ layout }: AppHeaderProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  // A new or changed call log anywhere refreshes whatever shows call logs (A§2.2).
  useLiveChannel('call-logs', () => {
    void queryClient.invalidateQueries({ queryKey: ['call-logs'] });
  });
  const mobile = layout === 'mobile';

  return (
    <Layout.Header className="pd-header" data-testid="header">
      {mobile ? (
        <Button
          type="text"
          icon={<MenuOutlined />}
          aria-label={t('MENU')}
          onClick={() => setMenuOpen(true)}
          data-testid="mobile-menu-button"
        />
      ) : null}
      <Link to="/" className="pd-brand">
        <span className="pd-brand-name">PawnDesk</span>
        <span className="pd-branch-name" data-testid="branch-name">
          {user?.branch.name}
        </span>
      </Link>
      {mobile ? null : (
        <div className="pd-header-search">
          <SearchBox />
        </div>
      )}
      <div className="pd-header-actions">
        <PhoneButtons layout={layout} />
        <ProfileMenu showName={layout === 'desktop'} />
      </div>
      {mobile && menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu open onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </Layout.Header>
  );
}
