import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { applyLanguage } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { LoginForm } from './login-form.tsx';

/**
 * Bare layout: no header, no footer (A§2.1). Plain markup instead of antd Card and Typography:
 * this page is the first thing every user loads, and those two pull in tabs and skeletons.
 */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <main className="pd-login">
      <section className="pd-login-card">
        <div className="pd-login-head">
          <h1 className="pd-login-title">PawnDesk</h1>
          <LanguageSwitch onChange={(language) => void applyLanguage(language)} />
        </div>
        <p className="pd-login-subtitle">{t('LOGIN_SUBTITLE')}</p>
        <LoginForm />
      </section>
    </main>
  );
}
