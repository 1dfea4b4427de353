import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { maxProfilePictureBytes, profilePictureAccept } from '@pawndesk/domain/staff-profile';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import { useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { errorText } from '../lib/error-text.ts';
import { flash } from '../lib/flash.ts';
import { UserAvatar } from './user-avatar.tsx';

type PicturePickerProps = {
  user: { firstName: string; lastName: string; username: string };
  src: string | null;
  onUpload: (file: File) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
  testId: string;
};

/**
 * A profile picture with its upload and removal (confirmed). The browser refuses a file over
 * 2 MB or of another type at once; the server still decides by the bytes.
 */
export function PicturePicker({ user, src, onUpload, onRemove, testId }: PicturePickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);

  const run = async (kind: 'upload' | 'remove', action: () => Promise<unknown>) => {
    setBusy(kind);
    try {
      await action();
      flash.info(t(kind === 'upload' ? 'PICTURE_SAVED' : 'PICTURE_REMOVED'));
    } catch (error) {
      flash.error(errorText(error, t));
    } finally {
      setBusy(null);
      if (input.current) {
        input.current.value = '';
      }
    }
  };

  const choose = (file: File | undefined) => {
    if (!file) {
      return;
    }
    if (!profilePictureAccept.split(',').includes(file.type)) {
      flash.error(t('PICTURE_TYPE_REFUSED'));
    } else if (file.size > maxProfilePictureBytes) {
      flash.error(t('PICTURE_TOO_LARGE'));
    } else {
      void run('upload', () => onUpload(file));
      return;
    }
    if (input.current) {
      input.current.value = '';
    }
  };

  return (
    <div className="pd-picture-picker" data-testid={testId}>
      <UserAvatar user={user} src={src} size={64} />
      <div>
        <Space size={8} wrap>
          <Button
            icon={<UploadOutlined />}
            loading={busy === 'upload'}
            disabled={busy !== null}
            onClick={() => input.current?.click()}
            data-testid={`${testId}-upload`}
          >
            {t(src ? 'PICTURE_CHANGE' : 'PICTURE_UPLOAD')}
          </Button>
          {src ? (
            <Popconfirm
              title={t('PICTURE_CONFIRM_REMOVE')}
              okText={t('PICTURE_REMOVE')}
              cancelText={t('CANCEL')}
              okButtonProps={{ danger: true }}
              onConfirm={() => run('remove', onRemove)}
            >
              <Button
                danger
                icon={<DeleteOutlined />}
                loading={busy === 'remove'}
                disabled={busy !== null}
                data-testid={`${testId}-remove`}
              >
                {t('PICTURE_REMOVE')}
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
        <div className="pd-picture-hint">{t('PICTURE_HINT')}</div>
        <input
          ref={input}
          type="file"
          accept={profilePictureAccept}
          // The button opens it; `hidden` alone loses to the stylesheet's input rules.
          style={{ display: 'none' }}
          onChange={(event) => choose(event.target.files?.[0])}
          data-testid={`${testId}-input`}
        />
      </div>
    </div>
  );
}
