import AccountBookOutlined from '@ant-design/icons/AccountBookOutlined';
import CarOutlined from '@ant-design/icons/CarOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import type { Principal } from '@pawndesk/domain/permissions';
import type { ReactNode } from 'react';
import { canOpen } from '../route-access.ts';

export type NavLink = { path: string; labelKey: string };
/** A group opens a sub-menu (even with one permitted link); a plain entry is a single link. */
export type NavEntry = {
  key: string;
  labelKey: string;
  icon: ReactNode;
  group: boolean;
  links: readonly NavLink[];
};

/**
 * The navigation of A§2.2. Permissions are not repeated here: an entry shows when the route table
 * lets the user open its page.
 */
export const navEntries: readonly NavEntry[] = [
  {
    key: 'orders',
    labelKey: 'NAV_ORDERS',
    icon: <ShoppingCartOutlined />,
    group: true,
    links: [
      { path: '/orders', labelKey: 'NAV_ALL_ORDERS' },
      { path: '/my-orders', labelKey: 'NAV_MY_INBOX' },
    ],
  },
  {
    key: 'contracts',
    labelKey: 'NAV_CONTRACTS',
    icon: <FileTextOutlined />,
    group: true,
    links: [
      { path: '/contracts', labelKey: 'NAV_CONTRACT_OVERVIEW' },
      { path: '/payment-reminder', labelKey: 'NAV_PAYMENT_REMINDER' },
      { path: '/value-adjustment', labelKey: 'NAV_VALUE_ADJUSTMENT' },
    ],
  },
  {
    key: 'clients',
    labelKey: 'NAV_CLIENTS',
    icon: <TeamOutlined />,
    group: false,
    links: [{ path: '/clients', labelKey: 'NAV_CLIENTS' }],
  },
  {
    key: 'assets',
    labelKey: 'NAV_ASSETS',
    icon: <CarOutlined />,
    group: false,
    links: [{ path: '/asset', labelKey: 'NAV_ASSETS' }],
  },
  {
    key: 'accountant',
    labelKey: 'NAV_ACCOUNTANT',
    icon: <AccountBookOutlined />,
    group: true,
    links: [{ path: '/cash-log', labelKey: 'NAV_CASH_LOG' }],
  },
  {
    key: 'staff',
    labelKey: 'NAV_STAFF',
    icon: <SafetyOutlined />,
    group: true,
    links: [
      { path: '/staff', labelKey: 'NAV_STAFF_ACCOUNTS' },
      { path: '/audit', labelKey: 'NAV_AUDIT' },
    ],
  },
];

export function visibleNav(principal: Principal): NavEntry[] {
  return navEntries
    .map((entry) => ({
      ...entry,
      links: entry.links.filter((link) => canOpen(link.path, principal)),
    }))
    .filter((entry) => entry.links.length > 0);
}

/** The link to highlight: the longest one the current path starts with (/cash-log/pending → /cash-log). */
export function activeLink(pathname: string): string | undefined {
  const paths = navEntries.flatMap((entry) => entry.links.map((link) => link.path));
  return paths
    .filter((path) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
}
