import { createHash } from 'node:crypto';
import { landingPath, type Permission, permissions } from '@pawndesk/domain/permissions';

/** Every demo account signs in with this password; the console's sign-in page says so in demo mode. */
export const demoPassword = 'demo1234';

export type RoleSeed = {
  key: string;
  /** Vietnamese label shown to staff. */
  name: string;
  permissions: readonly Permission[];
};

export const roleSeeds: readonly RoleSeed[] = [
  {
    key: 'sales',
    name: 'Nhân viên kinh doanh',
    permissions: [
      'general_access',
      'order_access',
      'client_access',
      'contract_access',
      'payment_reminder_access',
    ],
  },
  {
    key: 'valuator',
    name: 'Nhân viên thẩm định',
    permissions: [
      'general_access',
      'order_access',
      'asset_access',
      'contract_access',
      'value_adjustment_access',
    ],
  },
  {
    key: 'validator',
    name: 'Kiểm soát viên (phê duyệt)',
    permissions: [
      'general_access',
      'contract_access',
      'value_adjustment_access',
      'client_access',
      'asset_access',
      'undo_contract',
    ],
  },
  {
    key: 'collector',
    name: 'Nhân viên thu hồi nợ',
    permissions: ['general_access', 'payment_reminder_access', 'client_access', 'contract_access'],
  },
  {
    key: 'accountant',
    name: 'Kế toán',
    permissions: ['general_access', 'cash_log_access', 'contract_access'],
  },
  {
    key: 'headaccountant',
    name: 'Kế toán trưởng',
    permissions: ['general_access', 'cash_log_access', 'head_accountant_access', 'contract_access'],
  },
  // The admin is a superuser anyway; the role still lists every permission so the grant is visible
  // in role management and survives the superuser flag being cleared.
  { key: 'admin', name: 'Quản trị hệ thống', permissions },
];

export type DemoUserSeed = {
  username: string;
  /** Given name; Vietnamese names are written lastName + firstName ("Nguyễn Thị" + "Lan"). */
  firstName: string;
  /** Family and middle names. */
  lastName: string;
  /** Key of the role of the same name. */
  role: string;
  isSuperuser: boolean;
  sipUsername: string;
};

export const demoUserSeeds: readonly DemoUserSeed[] = [
  {
    username: 'sales',
    firstName: 'Lan',
    lastName: 'Nguyễn Thị',
    role: 'sales',
    isSuperuser: false,
    sipUsername: '1001',
  },
  {
    username: 'valuator',
    firstName: 'Hùng',
    lastName: 'Trần Văn',
    role: 'valuator',
    isSuperuser: false,
    sipUsername: '1002',
  },
  {
    username: 'validator',
    firstName: 'Minh',
    lastName: 'Lê Quang',
    role: 'validator',
    isSuperuser: false,
    sipUsername: '1003',
  },
  {
    username: 'collector',
    firstName: 'Tuấn',
    lastName: 'Phạm Anh',
    role: 'collector',
    isSuperuser: false,
    sipUsername: '1004',
  },
  {
    username: 'accountant',
    firstName: 'Hương',
    lastName: 'Vũ Thu',
    role: 'accountant',
    isSuperuser: false,
    sipUsername: '1005',
  },
  {
    username: 'headaccountant',
    firstName: 'Hà',
    lastName: 'Đặng Thị Thanh',
    role: 'headaccountant',
    isSuperuser: false,
    sipUsername: '1006',
  },
  {
    username: 'admin',
    firstName: 'Dũng',
    lastName: 'Hoàng Tiến',
    role: 'admin',
    isSuperuser: true,
    sipUsername: '1007',
  },
];

/**
 * A random-looking SIP password that is the same on every seed, so a softphone configured against
 * one demo database keeps working after a reset. Demo only: anyone with this code can derive it.
 */
export function demoSipPassword(sipUsername: string): string {
  return createHash('sha256')
    .update(`pawndesk-demo-sip:${sipUsername}`)
    .digest('base64url')
    .slice(0, 16);
}

export function findRole(key: string): RoleSeed {
  const role = roleSeeds.find((candidate) => candidate.key === key);
  if (!role) {
    throw new Error(`Demo user refers to unknown role '${key}'`);
  }
  return role;
}

export type DemoAccount = {
  username: string;
  password: string;
  /** Vietnamese role label. */
  label: string;
  /** Where the console lands after sign-in. */
  landing: string;
};

/** The table the server prints at start in demo mode. */
export const demoAccounts: readonly DemoAccount[] = demoUserSeeds.map((user) => {
  const role = findRole(user.role);
  return {
    username: user.username,
    password: demoPassword,
    label: role.name,
    landing: landingPath({ permissions: role.permissions, isSuperuser: user.isSuperuser }),
  };
});
