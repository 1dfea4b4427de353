/** Permission keys as they travel in the access token's `permissions` claim (A§6). */
export const permissions = [
  'general_access',
  'order_access',
  'contract_access',
  'payment_reminder_access',
  'value_adjustment_access',
  'client_access',
  'asset_access',
  'cash_log_access',
  'head_accountant_access',
  'undo_contract',
  /** Ours (issue 19): staff accounts, roles and the audit trail. A superuser holds it too. */
  'staff_admin',
] as const;

export type Permission = (typeof permissions)[number];

export type Principal = {
  permissions: readonly string[];
  isSuperuser: boolean;
};

/** True when the principal holds every required permission; a superuser holds them all. */
export function hasPermissions(principal: Principal, required: readonly Permission[]): boolean {
  if (principal.isSuperuser) {
    return true;
  }
  return required.every((permission) => principal.permissions.includes(permission));
}

/** Where a user lands after sign-in: the first area they may open, in the spec's order (A§2.3). */
const landingOrder: readonly { permission: Permission; path: string }[] = [
  { permission: 'order_access', path: '/orders' },
  { permission: 'value_adjustment_access', path: '/value-adjustment' },
  { permission: 'payment_reminder_access', path: '/payment-reminder' },
  { permission: 'cash_log_access', path: '/cash-log' },
  { permission: 'staff_admin', path: '/staff' },
];

export function landingPath(principal: Principal): string {
  const first = landingOrder.find((entry) => hasPermissions(principal, [entry.permission]));
  return first?.path ?? '/orders';
}
