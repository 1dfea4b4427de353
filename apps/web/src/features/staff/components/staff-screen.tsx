import Tabs from 'antd/es/tabs';
import { lazyNamed } from '../../../components/lazy-named.ts';
import { LazyDialog, LazyPart } from '../../../components/lazy-parts.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useRoles } from '../api/list-roles.ts';
import { useStaffAccounts } from '../hooks/use-staff-accounts.ts';
import { StaffTable } from './staff-table.tsx';
import { StaffToolbar } from './staff-toolbar.tsx';

// The roles and branches tabs, the account form and the one-time password load when first used.
const RolesPanel = lazyNamed(() => import('./roles-panel.tsx'), 'RolesPanel');
const BranchesPanel = lazyNamed(() => import('./branches-panel.tsx'), 'BranchesPanel');
const StaffForm = lazyNamed(() => import('./staff-form.tsx'), 'StaffForm');
const OneTimePasswordDialog = lazyNamed(
  () => import('./one-time-password-dialog.tsx'),
  'OneTimePasswordDialog',
);

/**
 * Staff administration (issue 19): accounts with search and filters, create and edit, disable and
 * enable (ends the user's sessions), a password reset whose one-time password is shown once; and
 * the roles; the branches with their bank accounts and funds.
 */
export function StaffScreen() {
  const { t } = useTranslation();
  return (
    <div data-testid="staff-screen">
      <h1 className="pd-page-title">{t('ROUTE_STAFF')}</h1>
      <Tabs
        items={[
          { key: 'accounts', label: t('STAFF_TAB_ACCOUNTS'), children: <AccountsPanel /> },
          {
            key: 'roles',
            label: t('STAFF_TAB_ROLES'),
            children: (
              <LazyPart>
                <RolesPanel />
              </LazyPart>
            ),
          },
          {
            key: 'branches',
            label: t('STAFF_TAB_BRANCHES'),
            children: (
              <LazyPart>
                <BranchesPanel />
              </LazyPart>
            ),
          },
        ]}
      />
    </div>
  );
}

function AccountsPanel() {
  const { t } = useTranslation();
  const roles = useRoles();
  const accounts = useStaffAccounts();
  const { list, params, editing, revealed } = accounts;
  return (
    <div>
      {accounts.modalHolder}
      <StaffToolbar
        params={params}
        roles={roles.data?.items ?? []}
        onFilter={accounts.filter}
        onCreate={() => accounts.setEditing({ user: undefined })}
      />
      {list.isError && !list.data ? (
        <LoadFailed
          title={t('STAFF_LOAD_FAILED')}
          error={list.error}
          onRetry={() => void list.refetch()}
          testId="staff-error"
        />
      ) : (
        <StaffTable
          users={list.data?.items ?? []}
          isLoading={list.isPending || list.isPlaceholderData}
          page={params.page}
          pageSize={params.pageSize}
          total={list.data?.total ?? 0}
          onPageChange={accounts.changePage}
          myId={accounts.myId}
          mayTouch={accounts.mayTouch}
          onEdit={(user) => accounts.setEditing({ user })}
          onReset={accounts.confirmReset}
          onToggleActive={accounts.confirmActive}
        />
      )}
      {editing ? (
        <LazyDialog open>
          <StaffForm
            user={editing.user}
            roles={roles.data?.items ?? []}
            canGrantSuperuser={accounts.isSuperuser}
            onClose={() => accounts.setEditing(null)}
            onCreated={(created) => {
              accounts.setEditing(null);
              accounts.setRevealed({
                username: created.user.username,
                oneTimePassword: created.oneTimePassword,
              });
            }}
          />
        </LazyDialog>
      ) : null}
      {revealed ? (
        <LazyDialog open>
          <OneTimePasswordDialog
            username={revealed.username}
            oneTimePassword={revealed.oneTimePassword}
            onDone={() => accounts.setRevealed(null)}
          />
        </LazyDialog>
      ) : null}
    </div>
  );
}
