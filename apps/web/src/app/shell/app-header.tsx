import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Layout from 'antd/es/layout';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLiveChannel } from '../../lib/live-context.tsx';
import type { LayoutMode } from '../../lib/use-layout-mode.ts';
import { useSession } from '../../lib/use-session.ts';
import { MobileMenu } from './mobile-menu.tsx';
import { PhoneButtons } from './phone-buttons.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { SearchBox } from './search-box.tsx';

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
      {mobile ? <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} /> : null}
    </Layout.Header>
  );
}
