import type { MenuProps } from 'antd/es/menu';
import Menu from 'antd/es/menu';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useSession } from '../../lib/use-session.ts';
import { activeLink, visibleNav } from './nav-items.tsx';

type NavMenuProps = {
  /** Icons only, sub-menus pop out (tablet). */
  collapsed?: boolean;
  onNavigate?: () => void;
};

export function NavMenu({ collapsed = false, onNavigate }: NavMenuProps) {
  const { t } = useTranslation();
  const { principal } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  if (!principal) {
    return null;
  }
  const entries = visibleNav(principal);
  const items: MenuProps['items'] = entries.map((entry) => {
    const [only] = entry.links;
    if (!entry.group && only) {
      return { key: only.path, icon: entry.icon, label: t(entry.labelKey) };
    }
    return {
      key: entry.key,
      icon: entry.icon,
      label: t(entry.labelKey),
      children: entry.links.map((link) => ({ key: link.path, label: t(link.labelKey) })),
    };
  });
  const active = activeLink(location.pathname);
  return (
    <nav data-testid="nav" aria-label={t('NAVIGATION')}>
      <Menu
        mode="inline"
        inlineCollapsed={collapsed}
        items={items}
        selectedKeys={active ? [active] : []}
        defaultOpenKeys={
          collapsed ? [] : entries.filter((entry) => entry.group).map((entry) => entry.key)
        }
        onClick={({ key }) => {
          void navigate(key);
          onNavigate?.();
        }}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
