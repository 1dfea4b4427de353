import { fullName } from '@pawndesk/domain/names';
import type { StaffDto } from '@pawndesk/domain/staff-api';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import type { TFunction } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useLayoutMode } from '../../../lib/use-layout-mode.ts';

/** What a row's buttons do; `mayTouch` hides them on an account the user may not change. */
export type StaffActionHandlers = {
  myId: number | undefined;
  mayTouch: (user: StaffDto) => boolean;
  onEdit: (user: StaffDto) => void;
  onReset: (user: StaffDto) => void;
  onToggleActive: (user: StaffDto) => void;
};

type StaffTableProps = StaffActionHandlers & {
  users: StaffDto[];
  isLoading: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number, pageSize: number) => void;
};

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

function StaffActions({ user, handlers }: { user: StaffDto; handlers: StaffActionHandlers }) {
  const { t } = useTranslation();
  if (!handlers.mayTouch(user)) {
    return null;
  }
  return (
    <Space size={4} wrap>
      <Button size="small" onClick={() => handlers.onEdit(user)} data-testid="staff-edit">
        {t('EDIT')}
      </Button>
      <Button size="small" onClick={() => handlers.onReset(user)} data-testid="staff-reset">
        {t('STAFF_RESET_PASSWORD')}
      </Button>
      {user.id === handlers.myId ? null : (
        <Button
          size="small"
          danger={user.isActive}
          onClick={() => handlers.onToggleActive(user)}
          data-testid="staff-toggle-active"
        >
          {t(user.isActive ? 'STAFF_DISABLE' : 'STAFF_ENABLE')}
        </Button>
      )}
    </Space>
  );
}

/** One account as a card, below the desktop width. */
function StaffCard({ user, handlers }: { user: StaffDto; handlers: StaffActionHandlers }) {
  const { t } = useTranslation();
  return (
    <div className="pd-staff-card" data-testid="staff-card">
      <div className="pd-staff-card-head">
        <UserAvatar user={user} src={user.pictureUrl} />
        <span>
          <strong data-testid="staff-row-username">{user.username}</strong>{' '}
          {user.isSuperuser ? <Tag color="gold">{t('STAFF_SUPERUSER_TAG')}</Tag> : null}
          <div>{fullName(user)}</div>
        </span>
      </div>
      <div data-testid="staff-row-extension">
        {t('PROFILE_EXTENSION', { extension: user.extension })}
      </div>
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
      <StaffActions user={user} handlers={handlers} />
    </div>
  );
}

function desktopColumns(t: TFunction, handlers: StaffActionHandlers): ColumnsType<StaffDto> {
  return [
    {
      title: '',
      key: 'picture',
      width: 48,
      render: (_, user) => <UserAvatar user={user} src={user.pictureUrl} size="small" />,
    },
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
      title: t('STAFF_EXTENSION'),
      dataIndex: 'extension',
      width: 90,
      render: (extension: string) => <span data-testid="staff-row-extension">{extension}</span>,
    },
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
      render: (_, user) => <StaffActions user={user} handlers={handlers} />,
    },
  ];
}

/** The accounts: a table on a desktop, cards below it (the table needs 900 px for its actions). */
export function StaffTable({
  users,
  isLoading,
  page,
  pageSize,
  total,
  onPageChange,
  ...handlers
}: StaffTableProps) {
  const { t } = useTranslation();
  const isMobile = useLayoutMode() !== 'desktop';
  const columns: ColumnsType<StaffDto> = isMobile
    ? [{ key: 'card', render: (_, user) => <StaffCard user={user} handlers={handlers} /> }]
    : desktopColumns(t, handlers);
  return (
    <Table
      rowKey="id"
      size="small"
      columns={columns}
      showHeader={!isMobile}
      dataSource={users}
      loading={isLoading}
      scroll={isMobile ? undefined : { x: 1000 }}
      locale={{ emptyText: t('STAFF_EMPTY') }}
      pagination={{ current: page, pageSize, total, showSizeChanger: true, onChange: onPageChange }}
      data-testid="staff-table"
    />
  );
}
