import { useLocation, useNavigate } from 'react-router';
import { NotAvailable } from '../../components/not-available.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useRouteMeta } from '../use-route-meta.ts';
import { useHomePath } from './use-home-path.ts';

/** Every screen a later issue builds shows this honest page until then. */
export function NotAvailableScreen() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const home = useHomePath();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <NotAvailable
      title={meta ? t(meta.titleKey) : ''}
      onBack={location.pathname === home ? undefined : () => navigate(home)}
    />
  );
}
