import { isOperatingBranch } from '@pawndesk/domain/branches';
import type { RoleDto } from '@pawndesk/domain/staff-api';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useMisc } from '../../../lib/reference/get-misc.ts';
import type { StaffListParams } from '../api/list-staff.ts';

type StaffToolbarProps = {
  params: StaffListParams;
  roles: RoleDto[];
  onFilter: (change: Partial<StaffListParams>) => void;
  onCreate: () => void;
};

/** Search, the branch, role and status filters, and "create" above the accounts. */
export function StaffToolbar({ params, roles, onFilter, onCreate }: StaffToolbarProps) {
  const { t } = useTranslation();
  const misc = useMisc();
  const [termDraft, setTermDraft] = useState('');
  const branches = (misc.data?.branches ?? []).filter((branch) => isOperatingBranch(branch.code));
  return (
    <div className="pd-staff-toolbar">
      <Input.Search
        allowClear
        placeholder={t('STAFF_SEARCH')}
        value={termDraft}
        onChange={(event) => setTermDraft(event.target.value)}
        onSearch={(value) => onFilter({ terms: value.trim() || undefined })}
        style={{ maxWidth: 280 }}
        data-testid="staff-search"
      />
      <Select
        mode="multiple"
        allowClear
        placeholder={t('STAFF_FILTER_BRANCH')}
        options={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
        value={params.branches}
        onChange={(value) => onFilter({ branches: value })}
        optionFilterProp="label"
        style={{ minWidth: 180 }}
        data-testid="staff-filter-branch"
      />
      <Select
        mode="multiple"
        allowClear
        placeholder={t('STAFF_FILTER_ROLE')}
        options={roles.map((role) => ({ value: role.id, label: role.name }))}
        value={params.roles}
        onChange={(value) => onFilter({ roles: value })}
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
        onChange={(value?: 0 | 1) => onFilter({ active: value })}
        style={{ minWidth: 140 }}
        data-testid="staff-filter-active"
      />
      <Button type="primary" onClick={onCreate} data-testid="staff-create">
        {t('STAFF_CREATE')}
      </Button>
    </div>
  );
}
