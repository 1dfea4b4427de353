import { isOperatingBranch } from '@pawndesk/domain/branches';
import { errorCodes } from '@pawndesk/domain/errors';
import { permissions as allPermissions } from '@pawndesk/domain/permissions';
import type { RoleDto, StaffCreateInput, StaffDto } from '@pawndesk/domain/staff-api';
import { staffCreateInput, staffUpdateInput } from '@pawndesk/domain/staff-api';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useEffect, useState } from 'react';
import { PicturePicker } from '../../../components/picture-picker.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useMisc } from '../../../lib/reference/get-misc.ts';
import { useCreateStaff } from '../api/create-staff.ts';
import { useRemoveStaffPicture, useSetStaffPicture } from '../api/staff-picture.ts';
import { useExtensionSuggestion } from '../api/suggest-extension.ts';
import { useUpdateStaff } from '../api/update-staff.ts';

type Draft = {
  username: string;
  extension: string;
  lastName: string;
  firstName: string;
  branches: number[];
  roles: number[];
  directPermissions: string[];
  isSuperuser: boolean;
};

function draftOf(user: StaffDto | undefined): Draft {
  return {
    username: user?.username ?? '',
    extension: user?.extension ?? '',
    lastName: user?.lastName ?? '',
    firstName: user?.firstName ?? '',
    branches: user?.branches.map((branch) => branch.id) ?? [],
    roles: user?.roles.map((role) => role.id) ?? [],
    directPermissions: user?.directPermissions ?? [],
    isSuperuser: user?.isSuperuser ?? false,
  };
}

/** Create or edit an account; on create the answer's one-time password goes to `onCreated`. */
export function StaffForm({
  user,
  roles,
  canGrantSuperuser,
  onClose,
  onCreated,
}: {
  user: StaffDto | undefined;
  roles: RoleDto[];
  canGrantSuperuser: boolean;
  onClose: () => void;
  onCreated: (created: { user: StaffDto; oneTimePassword: string }) => void;
}) {
  const { t } = useTranslation();
  const misc = useMisc();
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const [draft, setDraft] = useState<Draft>(() => draftOf(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const branches = (misc.data?.branches ?? []).filter((branch) => isOperatingBranch(branch.code));
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const suggestion = useExtensionSuggestion(!user);
  const suggested = suggestion.data?.extension;
  const setPicture = useSetStaffPicture();
  const removePicture = useRemoveStaffPicture();
  // The account's current picture link: the answers of this drawer's uploads replace it.
  const [pictureUrl, setPictureUrl] = useState(user?.pictureUrl ?? null);
  // A new account gets the next free extension unless the administrator typed one already.
  useEffect(() => {
    if (suggested) {
      setDraft((current) => (current.extension ? current : { ...current, extension: suggested }));
    }
  }, [suggested]);

  const submit = async () => {
    setServerError(null);
    const schema = user ? staffUpdateInput : staffCreateInput;
    const extension = draft.extension.trim() || undefined;
    const parsed = schema.safeParse(
      user ? { ...draft, username: undefined, extension } : { ...draft, extension },
    );
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    try {
      if (user) {
        const { username: _ignored, ...body } = draft;
        await update.mutateAsync({
          id: user.id,
          body: {
            ...body,
            extension,
            directPermissions: body.directPermissions as StaffCreateInput['directPermissions'],
            ...(canGrantSuperuser ? {} : { isSuperuser: undefined }),
          },
        });
        onClose();
      } else {
        onCreated(await create.mutateAsync(parsed.data as StaffCreateInput));
      }
    } catch (error) {
      setServerError(errorText(error, t));
      await offerFreshExtension(error, extension);
    }
  };

  // Another administrator took the suggested extension meanwhile: the next free one is put in
  // its place, so saving again succeeds. A typed extension stays as typed.
  const offerFreshExtension = async (error: unknown, extension: string | undefined) => {
    const taken = error instanceof ApiError && error.code === errorCodes.extensionTaken;
    if (user || !taken || extension !== suggested) {
      return;
    }
    const next = (await suggestion.refetch()).data?.extension;
    if (next && next !== extension) {
      set({ extension: next });
      setServerError(t('STAFF_EXTENSION_RESUGGESTED', { taken: extension, next }));
    }
  };

  const field = (name: keyof Draft) => ({
    validateStatus: errors[name] ? ('error' as const) : undefined,
    help: errors[name],
  });

  return (
    <Modal
      open
      title={user ? t('STAFF_EDIT_TITLE', { username: user.username }) : t('STAFF_CREATE')}
      okText={t('SAVE')}
      cancelText={t('CANCEL')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={create.isPending || update.isPending}
      okButtonProps={{ 'data-testid': 'staff-form-save' } as never}
      destroyOnHidden
      data-testid="staff-form"
    >
      <Form layout="vertical">
        <Form.Item label={t('STAFF_PICTURE')}>
          {user ? (
            <PicturePicker
              user={user}
              src={pictureUrl}
              onUpload={async (file) =>
                setPictureUrl((await setPicture.mutateAsync({ id: user.id, file })).pictureUrl)
              }
              onRemove={async () =>
                setPictureUrl((await removePicture.mutateAsync(user.id)).pictureUrl)
              }
              testId="staff-picture"
            />
          ) : (
            <span className="pd-picture-hint">{t('PICTURE_AFTER_CREATE')}</span>
          )}
        </Form.Item>
        <Form.Item label={t('STAFF_USERNAME')} required {...field('username')}>
          <Input
            value={draft.username}
            disabled={Boolean(user)}
            autoComplete="off"
            onChange={(event) => set({ username: event.target.value })}
            data-testid="staff-username"
          />
        </Form.Item>
        <Form.Item
          label={t('STAFF_EXTENSION')}
          {...field('extension')}
          {...(errors.extension || user ? {} : { help: t('STAFF_EXTENSION_HINT') })}
        >
          <Input
            value={draft.extension}
            inputMode="numeric"
            maxLength={5}
            autoComplete="off"
            onChange={(event) => set({ extension: event.target.value })}
            data-testid="staff-extension"
          />
        </Form.Item>
        <Form.Item label={t('STAFF_LAST_NAME')} required {...field('lastName')}>
          <Input
            value={draft.lastName}
            onChange={(event) => set({ lastName: event.target.value })}
            data-testid="staff-last-name"
          />
        </Form.Item>
        <Form.Item label={t('STAFF_FIRST_NAME')} required {...field('firstName')}>
          <Input
            value={draft.firstName}
            onChange={(event) => set({ firstName: event.target.value })}
            data-testid="staff-first-name"
          />
        </Form.Item>
        <Form.Item label={t('STAFF_BRANCHES')} required {...field('branches')}>
          <Select
            mode="multiple"
            value={draft.branches}
            options={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
            onChange={(value) => set({ branches: value })}
            optionFilterProp="label"
            data-testid="staff-branches"
          />
        </Form.Item>
        <Form.Item label={t('STAFF_ROLES')} {...field('roles')}>
          <Select
            mode="multiple"
            value={draft.roles}
            options={roles.map((role) => ({ value: role.id, label: role.name }))}
            onChange={(value) => set({ roles: value })}
            optionFilterProp="label"
            data-testid="staff-roles"
          />
        </Form.Item>
        <Form.Item label={t('STAFF_DIRECT_PERMISSIONS')} {...field('directPermissions')}>
          <Select
            mode="multiple"
            value={draft.directPermissions}
            options={allPermissions.map((key) => ({ value: key, label: t(`PERMISSION_${key}`) }))}
            onChange={(value) => set({ directPermissions: value })}
            data-testid="staff-direct-permissions"
          />
        </Form.Item>
        {canGrantSuperuser ? (
          <Checkbox
            checked={draft.isSuperuser}
            onChange={(event) => set({ isSuperuser: event.target.checked })}
            data-testid="staff-superuser"
          >
            {t('STAFF_SUPERUSER')}
          </Checkbox>
        ) : null}
        {serverError ? (
          <div className="ant-form-item-explain-error" role="alert" data-testid="staff-form-error">
            {serverError}
          </div>
        ) : null}
      </Form>
    </Modal>
  );
}
