import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { useTranslation } from './use-translation.ts';

afterEach(async () => {
  await i18n.changeLanguage('vi');
});

describe('i18n (SHELL-5)', () => {
  it.each([
    [
      'LOGIN_FAILED',
      undefined,
      'Đăng nhập thất bại. Vui lòng kiểm tra lại thông tin tài khoản của bạn.',
    ],
    ['PASSWORD_MIN_LENGTH', { min: 8 }, 'Mật khẩu cần ít nhất 8 kí tự'],
    ['PASSWORD_MIN_LENGTH', { min: 0 }, 'Mật khẩu cần ít nhất 0 kí tự'],
    // A value the caller left out stays visible rather than vanishing.
    ['PASSWORD_MIN_LENGTH', {}, 'Mật khẩu cần ít nhất {{min}} kí tự'],
    ['NO_SUCH_KEY', undefined, 'NO_SUCH_KEY'],
  ])('t(%s, %o) is %s', (key, values, text) => {
    expect(i18n.t(key, values)).toBe(text);
  });

  it('switches to English, loading it once, and tells the listeners', async () => {
    const heard: string[] = [];
    const listener = (language: string) => heard.push(language);
    i18n.on('languageChanged', listener);
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('en');
    i18n.off('languageChanged', listener);
    await i18n.changeLanguage('vi');
    expect(heard).toEqual(['en']);
    expect(i18n.language).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
  });

  it('renders a component again, with a new t, when the language changes', async () => {
    const seen = new Set<unknown>();
    function Title() {
      const { t } = useTranslation();
      seen.add(t);
      return <h1>{t('ROUTE_ORDERS')}</h1>;
    }
    render(<Title />);
    expect(screen.getByRole('heading').textContent).toBe('Quản lý đơn hàng');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading').textContent).not.toBe('Quản lý đơn hàng');
    expect(seen.size).toBe(2);
  });
});
