import type { MeDto } from '@pawndesk/domain/auth';
import Modal from 'antd/es/modal';
import { PicturePicker } from '../../components/picture-picker.tsx';
import { removeMyPicture, setMyPicture } from '../../features/auth/api/my-picture.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

/** The profile menu's picture dialog, its own chunk: loaded when the user opens it. */
export function ProfilePictureDialog({ user, onClose }: { user: MeDto; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('PROFILE_PICTURE_TITLE')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      data-testid="profile-picture-dialog"
    >
      <PicturePicker
        user={user}
        src={user.profilePicture}
        onUpload={setMyPicture}
        onRemove={removeMyPicture}
        testId="my-picture"
      />
    </Modal>
  );
}
