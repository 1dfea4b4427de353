import { fullName } from '@pawndesk/domain/names';
import { permissions as allPermissions, type Permission } from '@pawndesk/domain/permissions';
import { type RoleDto, roleCreateInput } from '@pawndesk/domain/staff-api';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useCreateRole } from '../api/create-role.ts';
import { useRoles } from '../api/list-roles.ts';
import { useUpdateRole } from '../api/update-role.ts';

type Editing = { role: RoleDto | undefined } | null;

/** Roles: bundles of permissions an administrator edits; holders see a change at their next refresh. */
export function RolesPanel() {
  const { t } = useTranslation();
  const roles = useRoles();
  const [editing, setEditing] = useState<Editing>(null);
  const columns: ColumnsType<RoleDto> = [
    { title: t('ROLE_NAME'), dataIndex: 'name' },
    { title: t('ROLE_KEY'), dataIndex: 'key' },
    {
      title: t('ROLE_PERMISSIONS'),
      key: 'permissions',
      render: (_, role) =>
        role.permissions.map((key) => <Tag key={key}>{t(`PERMISSION_${key}`)}</Tag>),
    },
    {
      title: t('ROLE_HOLDERS'),
      key: 'holders',
      render: (_, role) => (
        <span title={role.holders.map((holder) => holder.username).join(', ')}>
          {role.holders.map((holder) => fullName(holder)).join(', ') || '—'}
        </span>
      ),
    },
    {
      title: '',
      key: 'actions',
      render: (_, role) => (
        <Button size="small" onClick={() => setEditing({ role })} data-testid="role-edit">
          {t('EDIT')}
        </Button>
      ),
    },
  ];
  if (roles.isError && !roles.data) {
    return (
      <LoadFailed
        title={t('ROLES_LOAD_FAILED')}
        error={roles.error}
        onRetry={() => void roles.refetch()}
        testId="roles-error"
      />
    );
  }
  return (
    <div data-testid="roles-panel">
      <div className="pd-staff-toolbar">
        <Button
          type="primary"
          onClick={() => setEditing({ role: undefined })}
          data-testid="role-create"
        >
          {t('ROLE_CREATE')}
        </Button>
      </div>
      <Table
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={roles.data?.items ?? []}
        loading={roles.isPending}
        scroll={{ x: 900 }}
        pagination={false}
        locale={{ emptyText: t('ROLES_EMPTY') }}
        data-testid="roles-table"
      />
      {editing ? <RoleForm role={editing.role} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

function RoleForm({ role, onClose }: { role: RoleDto | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateRole();
  const update = useUpdateRole();
  const [key, setKey] = useState(role?.key ?? '');
  const [name, setName] = useState(role?.name ?? '');
  const [granted, setGranted] = useState<string[]>(role?.permissions ?? []);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const parsed = roleCreateInput.safeParse({ key, name, permissions: granted });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('UNKNOWN_ERROR'));
      return;
    }
    try {
      if (role) {
        await update.mutateAsync({
          id: role.id,
          body: { name: parsed.data.name, permissions: parsed.data.permissions },
        });
      } else {
        await create.mutateAsync(parsed.data);
      }
      flash.info(t('ROLE_SAVED'));
      onClose();
    } catch (caught) {
      setError(errorText(caught, t));
    }
  };

  return (
    <Modal
      open
      title={role ? t('ROLE_EDIT_TITLE', { name: role.name }) : t('ROLE_CREATE')}
      okText={t('SAVE')}
      cancelText={t('CANCEL')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={create.isPending || update.isPending}
      okButtonProps={{ 'data-testid': 'role-form-save' } as never}
      destroyOnHidden
      data-testid="role-form"
    >
      <Form layout="vertical">
        <Form.Item label={t('ROLE_KEY')} required>
          <Input
            value={key}
            disabled={Boolean(role)}
            onChange={(event) => setKey(event.target.value)}
            data-testid="role-key"
          />
        </Form.Item>
        <Form.Item label={t('ROLE_NAME')} required>
          <Input
            value={name}
            onChange={(event) => setName(event.target.value)}
            data-testid="role-name"
          />
        </Form.Item>
        <Form.Item label={t('ROLE_PERMISSIONS')} extra={t('ROLE_CHANGE_HINT')}>
          <Checkbox.Group
            value={granted}
            onChange={(value) => setGranted(value as Permission[])}
            style={{ display: 'grid', gap: 4 }}
            options={allPermissions.map((permission) => ({
              value: permission,
              label: t(`PERMISSION_${permission}`),
            }))}
            data-testid="role-permissions"
          />
        </Form.Item>
        {error ? (
          <div className="ant-form-item-explain-error" role="alert" data-testid="role-form-error">
            {error}
          </div>
        ) : null}
      </Form>
    </Modal>
  );
}
