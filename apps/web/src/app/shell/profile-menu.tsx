import BellOutlined from '@ant-design/icons/BellOutlined';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import LockOutlined from '@ant-design/icons/LockOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { fullName } from '@pawndesk/domain/names';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import type { MenuProps } from 'antd/es/menu';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { languageOptions } from '../../components/language-switch.tsx';
import { lazyNamed } from '../../components/lazy-named.ts';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { updateLanguage } from '../../features/auth/api/update-language.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { errorText } from '../../lib/error-text.ts';
import { flash } from '../../lib/flash.ts';
import { usePhoneState } from '../../lib/phone/phone-context.tsx';
import { useSession } from '../../lib/use-session.ts';
import { usePushToggle } from './use-push-toggle.ts';

// Opened now and then: the dialog, antd's Modal and the picture picker load when it opens.
const ProfilePictureDialog = lazyNamed(
  () => import('./profile-picture-dialog.tsx'),
  'ProfilePictureDialog',
);

type ProfileMenuProps = { showName: boolean };

const pushStateKeys = {
  on: 'PUSH_ON',
  off: 'PUSH_OFF',
  denied: 'PUSH_BLOCKED',
  unsupported: 'PUSH_UNSUPPORTED',
  busy: 'PUSH_OFF',
} as const;

/** Name, picture, phone state, language, change password and log out (A§2.2). */
export function ProfileMenu({ showName }: ProfileMenuProps) {
  const { t, i18n } = useTranslation();
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const { connected } = usePhoneState();
  const push = usePushToggle();
  const [pictureOpen, setPictureOpen] = useState(false);
  if (!user) {
    return null;
  }
  const name = fullName(user) || user.username;

  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <div className="pd-profile-who">
          <strong>{name}</strong>
          <span>{user.username}</span>
          <span data-testid="profile-extension">
            {t('PROFILE_EXTENSION', { extension: user.extension })}
          </span>
        </div>
      ),
    },
    {
      key: 'phone',
      disabled: true,
      label: (
        <span className="pd-profile-phone" data-testid="profile-phone-state">
          <Badge
            status={connected ? 'success' : 'default'}
            text={`${t('PHONE_STATE')}: ${t(connected ? 'PHONE_CONNECTED' : 'PHONE_DISCONNECTED')}`}
          />
          <span>{t('PHONE_MY_EXTENSION', { extension: user.extension })}</span>
        </span>
      ),
    },
    {
      key: 'push',
      icon: <BellOutlined />,
      disabled: push.state === 'unsupported' || push.state === 'busy',
      label: (
        <span data-testid="push-toggle" data-state={push.state}>
          {`${t('PUSH_NOTIFICATIONS')}: ${t(pushStateKeys[push.state])}`}
        </span>
      ),
      onClick: push.toggle,
    },
    { type: 'divider' },
    {
      key: 'language',
      type: 'group',
      label: t('LANGUAGE'),
      children: languageOptions.map((option) => ({
        key: `language:${option.value}`,
        label: option.label,
        icon:
          i18n.language === option.value ? <CheckOutlined /> : <span className="pd-icon-space" />,
        onClick: () => {
          updateLanguage(option.value).catch((error: unknown) => flash.error(errorText(error, t)));
        },
      })),
    },
    { type: 'divider' },
    {
      key: 'picture',
      icon: <PictureOutlined />,
      label: t('STAFF_PICTURE'),
      onClick: () => setPictureOpen(true),
    },
    {
      key: 'password',
      icon: <LockOutlined />,
      label: t('ROUTE_CHANGE_PASSWORD'),
      onClick: () => navigate('/user-password'),
    },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      danger: true,
      label: t('LOGOUT'),
      // The guard sends the user to /login once the session is gone.
      onClick: () => void logout(),
    },
  ];

  return (
    <>
      <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
        <Button
          type="text"
          className="pd-profile-button"
          data-testid="profile-menu"
          aria-label={name}
        >
          <UserAvatar user={user} src={user.profilePicture} size="small" />
          {showName ? <span className="pd-profile-name">{name}</span> : null}
        </Button>
      </Dropdown>
      {pictureOpen ? (
        <Suspense fallback={null}>
          <ProfilePictureDialog user={user} onClose={() => setPictureOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
