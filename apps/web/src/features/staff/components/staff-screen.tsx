import { isOperatingBranch } from '@pawndesk/domain/branches';
import { fullName } from '@pawndesk/domain/names';
import type { StaffDto } from '@pawndesk/domain/staff-api';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table, { type ColumnsType } from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useMisc } from '../../../lib/reference/get-misc.ts';
import { useLayoutMode } from '../../../lib/use-layout-mode.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useRoles } from '../api/list-roles.ts';
import { type StaffListParams, useStaffList } from '../api/list-staff.ts';
import { useResetStaffPassword } from '../api/reset-staff-password.ts';
import { useSetStaffActive } from '../api/set-staff-active.ts';
import { RolesPanel } from './roles-panel.tsx';
import { StaffForm } from './staff-form.tsx';

type Editing = { user: StaffDto | undefined } | null;

/** Two branch names and "+N" (a regional manager holds a dozen); the whole list on hover. */
function BranchNames({ user }: { user: StaffDto }) {
  const names = user.branches.map((branch) => branch.name);
  if (names.length <= 2) {
    return <>{names.join(', ')}</>;
  }
  return (
    <Tooltip title={names.join(', ')}>
      <span>
        {names.slice(0, 2).join(', ')} <Tag>+{names.length - 2}</Tag>
      </span>
    </Tooltip>
  );
}
type Revealed = { username: string; oneTimePassword: string } | null;

/**
 * Staff administration (issue 19): accounts with search and filters, create and edit, disable and
 * enable (ends the user's sessions), a password reset whose one-time password is shown once; and
 * the roles.
 */
export function StaffScreen() {
  const { t } = useTranslation();
  return (
    <div data-testid="staff-screen">
      <h1 className="pd-page-title">{t('ROUTE_STAFF')}</h1>
      <Tabs
        items={[
          { key: 'accounts', label: t('STAFF_TAB_ACCOUNTS'), children: <AccountsPanel /> },
          { key: 'roles', label: t('STAFF_TAB_ROLES'), children: <RolesPanel /> },
        ]}
      />
    </div>
  );
}

function AccountsPanel() {
  const { t } = useTranslation();
  const { principal, user: me } = useSession();
  const misc = useMisc();
  const roles = useRoles();
  const [termDraft, setTermDraft] = useState('');
  const [params, setParams] = useState<StaffListParams>({
    branches: [],
    roles: [],
    page: 1,
    pageSize: 20,
  });
  const list = useStaffList(params);
  const setActive = useSetStaffActive();
  const reset = useResetStaffPassword();
  const [editing, setEditing] = useState<Editing>(null);
  const [revealed, setRevealed] = useState<Revealed>(null);
  const [modal, modalHolder] = Modal.useModal();
  const isSuperuser = principal?.isSuperuser === true;
  const branches = (misc.data?.branches ?? []).filter((branch) => isOperatingBranch(branch.code));
  const filter = (change: Partial<StaffListParams>) =>
    setParams((current) => ({ ...current, ...change, page: 1 }));

  const confirmActive = (user: StaffDto) => {
    const isActive = !user.isActive;
    void modal.confirm({
      title: t(isActive ? 'STAFF_CONFIRM_ENABLE' : 'STAFF_CONFIRM_DISABLE', {
        username: user.username,
      }),
      content: isActive ? undefined : t('STAFF_DISABLE_HINT'),
      okText: t('CONFIRM'),
      cancelText: t('CANCEL'),
      okButtonProps: { danger: !isActive, 'data-testid': 'staff-confirm-ok' } as never,
      onOk: async () => {
        try {
          await setActive.mutateAsync({ id: user.id, isActive });
          flash.info(t(isActive ? 'STAFF_ENABLED' : 'STAFF_DISABLED'));
        } catch (error) {
          flash.error(errorText(error, t));
        }
      },
    });
  };

  const confirmReset = (user: StaffDto) => {
    void modal.confirm({
      title: t('STAFF_CONFIRM_RESET', { username: user.username }),
      content: t('STAFF_RESET_HINT'),
      okText: t('CONFIRM'),
      cancelText: t('CANCEL'),
      okButtonProps: { 'data-testid': 'staff-confirm-ok' } as never,
      onOk: async () => {
        try {
          const answer = await reset.mutateAsync(user.id);
          setRevealed({ username: user.username, oneTimePassword: answer.oneTimePassword });
        } catch (error) {
          flash.error(errorText(error, t));
        }
      },
    });
  };

  const mayTouch = (user: StaffDto) => isSuperuser || !user.isSuperuser;
  // Cards below the desktop width: the table needs 900 px to show its actions.
  const isMobile = useLayoutMode() !== 'desktop';
  const columns: ColumnsType<StaffDto> = [
    {
      title: t('STAFF_USERNAME'),
      dataIndex: 'username',
      render: (username: string, user) => (
        <span data-testid="staff-row-username">
          {username}
          {user.isSuperuser ? <Tag color="gold">{t('STAFF_SUPERUSER_TAG')}</Tag> : null}
        </span>
      ),
    },
    { title: t('STAFF_NAME'), key: 'name', render: (_, user) => fullName(user) },
    {
      title: t('STAFF_BRANCHES'),
      key: 'branches',
      render: (_, user) => <BranchNames user={user} />,
    },
    {
      title: t('STAFF_ROLES'),
      key: 'roles',
      render: (_, user) => user.roles.map((role) => <Tag key={role.id}>{role.name}</Tag>),
    },
    {
      title: t('STAFF_STATUS'),
      key: 'status',
      render: (_, user) => (
        <Space size={4} wrap>
          <Tag color={user.isActive ? 'green' : 'red'}>
            {t(user.isActive ? 'STAFF_ACTIVE' : 'STAFF_INACTIVE')}
          </Tag>
          {user.mustChangePassword ? <Tag>{t('STAFF_MUST_CHANGE')}</Tag> : null}
        </Space>
      ),
    },
    {
      title: '',
      key: 'actions',
      width: 150,
      render: (_, user) => actions(user),
    },
  ];

  function actions(user: StaffDto) {
    return mayTouch(user) ? (
      <Space size={4} wrap>
        <Button size="small" onClick={() => setEditing({ user })} data-testid="staff-edit">
          {t('EDIT')}
        </Button>
        <Button size="small" onClick={() => confirmReset(user)} data-testid="staff-reset">
          {t('STAFF_RESET_PASSWORD')}
        </Button>
        {user.id === me?.id ? null : (
          <Button
            size="small"
            danger={user.isActive}
            onClick={() => confirmActive(user)}
            data-testid="staff-toggle-active"
          >
            {t(user.isActive ? 'STAFF_DISABLE' : 'STAFF_ENABLE')}
          </Button>
        )}
      </Space>
    ) : null;
  }

  return (
    <div>
      {modalHolder}
      <div className="pd-staff-toolbar">
        <Input.Search
          allowClear
          placeholder={t('STAFF_SEARCH')}
          value={termDraft}
          onChange={(event) => setTermDraft(event.target.value)}
          onSearch={(value) => filter({ terms: value.trim() || undefined })}
          style={{ maxWidth: 280 }}
          data-testid="staff-search"
        />
        <Select
          mode="multiple"
          allowClear
          placeholder={t('STAFF_FILTER_BRANCH')}
          options={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
          value={params.branches}
          onChange={(value) => filter({ branches: value })}
          optionFilterProp="label"
          style={{ minWidth: 180 }}
          data-testid="staff-filter-branch"
        />
        <Select
          mode="multiple"
          allowClear
          placeholder={t('STAFF_FILTER_ROLE')}
          options={(roles.data?.items ?? []).map((role) => ({ value: role.id, label: role.name }))}
          value={params.roles}
          onChange={(value) => filter({ roles: value })}
          optionFilterProp="label"
          style={{ minWidth: 180 }}
          data-testid="staff-filter-role"
        />
        <Select
          allowClear
          placeholder={t('STAFF_FILTER_ACTIVE')}
          options={[
            { value: 1, label: t('STAFF_ACTIVE') },
            { value: 0, label: t('STAFF_INACTIVE') },
          ]}
          value={params.active}
          onChange={(value?: 0 | 1) => filter({ active: value })}
          style={{ minWidth: 140 }}
          data-testid="staff-filter-active"
        />
        <Button
          type="primary"
          onClick={() => setEditing({ user: undefined })}
          data-testid="staff-create"
        >
          {t('STAFF_CREATE')}
        </Button>
      </div>
      {list.isError && !list.data ? (
        <LoadFailed
          title={t('STAFF_LOAD_FAILED')}
          error={list.error}
          onRetry={() => void list.refetch()}
          testId="staff-error"
        />
      ) : (
        <Table
          rowKey="id"
          size="small"
          columns={
            isMobile
              ? [
                  {
                    key: 'card',
                    render: (_, user) => (
                      <div className="pd-staff-card" data-testid="staff-card">
                        <span>
                          <strong data-testid="staff-row-username">{user.username}</strong>{' '}
                          {user.isSuperuser ? (
                            <Tag color="gold">{t('STAFF_SUPERUSER_TAG')}</Tag>
                          ) : null}
                        </span>
                        <div>{fullName(user)}</div>
                        <div>
                          <BranchNames user={user} />
                        </div>
                        <div>
                          {user.roles.map((role) => (
                            <Tag key={role.id}>{role.name}</Tag>
                          ))}
                          <Tag color={user.isActive ? 'green' : 'red'}>
                            {t(user.isActive ? 'STAFF_ACTIVE' : 'STAFF_INACTIVE')}
                          </Tag>
                        </div>
                        {actions(user)}
                      </div>
                    ),
                  },
                ]
              : columns
          }
          showHeader={!isMobile}
          dataSource={list.data?.items ?? []}
          loading={list.isPending || list.isPlaceholderData}
          scroll={isMobile ? undefined : { x: 900 }}
          locale={{ emptyText: t('STAFF_EMPTY') }}
          pagination={{
            current: params.page,
            pageSize: params.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            onChange: (page, pageSize) => setParams((current) => ({ ...current, page, pageSize })),
          }}
          data-testid="staff-table"
        />
      )}
      {editing ? (
        <StaffForm
          user={editing.user}
          roles={roles.data?.items ?? []}
          canGrantSuperuser={isSuperuser}
          onClose={() => setEditing(null)}
          onCreated={(created) => {
            setEditing(null);
            setRevealed({
              username: created.user.username,
              oneTimePassword: created.oneTimePassword,
            });
          }}
        />
      ) : null}
      {revealed ? (
        <Modal
          open
          title={t('STAFF_ONE_TIME_PASSWORD_TITLE', { username: revealed.username })}
          onOk={() => setRevealed(null)}
          onCancel={() => setRevealed(null)}
          okText={t('STAFF_ONE_TIME_PASSWORD_DONE')}
          cancelButtonProps={{ style: { display: 'none' } }}
          closable={false}
          maskClosable={false}
          data-testid="staff-otp-dialog"
        >
          <Alert type="warning" showIcon message={t('STAFF_ONE_TIME_PASSWORD_HINT')} />
          <Typography.Paragraph
            copyable
            code
            style={{ fontSize: 20, marginTop: 16 }}
            data-testid="staff-otp"
          >
            {revealed.oneTimePassword}
          </Typography.Paragraph>
        </Modal>
      ) : null}
    </div>
  );
}
