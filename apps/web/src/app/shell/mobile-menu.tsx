import Drawer from 'antd/es/drawer';
import { useTranslation } from '../../i18n/use-translation.ts';
import { NavMenu } from './nav-menu.tsx';
import { SearchBox } from './search-box.tsx';

type MobileMenuProps = { open: boolean; onClose: () => void };

/** On phones the search box and the navigation live in a drawer (A§2.2). */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={300}
      title={t('MENU')}
      styles={{ body: { padding: 0 } }}
    >
      <div data-testid="mobile-menu">
        <div className="pd-mobile-search">
          <SearchBox onSearch={onClose} />
        </div>
        <NavMenu onNavigate={onClose} />
      </div>
    </Drawer>
  );
}
