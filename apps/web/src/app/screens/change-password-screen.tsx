import { useNavigate } from 'react-router';
import { ChangePasswordPage } from '../../features/auth/components/change-password-page.tsx';
import { useHomePath } from './use-home-path.ts';

export function ChangePasswordScreen() {
  const home = useHomePath();
  const navigate = useNavigate();
  return <ChangePasswordPage onBack={() => navigate(home)} />;
}
