import { Navigate } from 'react-router';
import { StatusResult } from '../../components/status-result.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useHomePath } from './use-home-path.ts';

/**
 * `/` forwards to the user's landing page. A user who may open none of the landing areas stays
 * here with an explanation instead of bouncing between `/` and a page they may not open.
 */
export function HomeScreen() {
  const { t } = useTranslation();
  const home = useHomePath();
  if (home !== '/') {
    return <Navigate to={home} replace />;
  }
  return (
    <StatusResult status="warning" title={t('NO_ACCESS_TITLE')} subTitle={t('NO_ACCESS_TEXT')} />
  );
}
