import type { Permission } from '@pawndesk/domain/permissions';

/**
 * change-password, the Orders, Contracts (list, detail, the creation wizard, the counter: redeem,
 * repay, liquidize, reprint, and the editor: create, edit, review, renew), Clients, Search, Assets, Cash log, Value adjustment and Payment reminder (list and reports) screens are
 * built; every other screen lands in a later issue and shows the shared "not available yet" page
 * until then.
 */
export type Screen =
  | 'change-password'
  | 'orders'
  | 'my-orders'
  | 'create-order'
  | 'order-detail'
  | 'clients'
  | 'contracts'
  | 'contract-detail'
  | 'contract-redeem'
  | 'contract-repay'
  | 'contract-liquidize'
  | 'contract-reprint'
  | 'contract-new'
  | 'contract-editor'
  | 'contract-review'
  | 'contract-renew'
  | 'client-detail'
  | 'search'
  | 'assets'
  | 'cash-log'
  | 'value-adjustment'
  | 'payment-reminder'
  | 'payment-reminder-reports'
  | 'staff'
  | 'audit'
  | 'not-available';

/** One row of the route table (A§2.1 plus document 2's contract, cash-log, client, asset screens). */
export type RouteMeta = {
  path: string;
  titleKey: string;
  requiresAuth: boolean;
  permissions: readonly Permission[];
  hideHeader: boolean;
  hideFooter: boolean;
  screen: Screen;
};

export const loginRoute: RouteMeta = {
  path: '/login',
  titleKey: 'ROUTE_LOGIN',
  requiresAuth: false,
  permissions: [],
  hideHeader: true,
  hideFooter: true,
  screen: 'not-available',
};

function screen(
  path: string,
  titleKey: string,
  permissions: readonly Permission[] = [],
  kind: Screen = 'not-available',
): RouteMeta {
  return {
    path,
    titleKey,
    requiresAuth: true,
    permissions,
    hideHeader: false,
    hideFooter: false,
    screen: kind,
  };
}

/** The home route `/` is not listed: it only forwards to the user's landing page. */
export const protectedRoutes: readonly RouteMeta[] = [
  screen('/user-password', 'ROUTE_CHANGE_PASSWORD', [], 'change-password'),
  screen('/search', 'ROUTE_SEARCH', [], 'search'),
  screen('/reports', 'ROUTE_REPORTS'),
  screen('/orders', 'ROUTE_ORDERS', ['order_access'], 'orders'),
  screen('/my-orders', 'ROUTE_MY_ORDERS', ['order_access'], 'my-orders'),
  screen('/orders/:id', 'ROUTE_ORDER_DETAIL', [], 'order-detail'),
  screen('/create-order', 'ROUTE_CREATE_ORDER', ['order_access'], 'create-order'),
  screen('/contracts', 'ROUTE_CONTRACTS', ['contract_access'], 'contracts'),
  screen('/contract-editor/:id?', 'ROUTE_CONTRACT_EDITOR', [], 'contract-editor'),
  screen('/contracts/new', 'ROUTE_CONTRACT_NEW', [], 'contract-new'),
  screen('/contracts/:id/review', 'ROUTE_CONTRACT_REVIEW', [], 'contract-review'),
  screen('/contracts/:id', 'ROUTE_CONTRACT_DETAIL', [], 'contract-detail'),
  screen('/contracts/:id/redeem', 'ROUTE_CONTRACT_REDEEM', [], 'contract-redeem'),
  screen('/contracts/:id/repay', 'ROUTE_CONTRACT_REPAY', [], 'contract-repay'),
  screen('/contracts/:id/liquidize', 'ROUTE_CONTRACT_LIQUIDIZE', [], 'contract-liquidize'),
  screen('/contracts/:id/renew', 'ROUTE_CONTRACT_RENEW', [], 'contract-renew'),
  screen('/contracts/:id/reprint', 'ROUTE_CONTRACT_REPRINT', [], 'contract-reprint'),
  screen(
    '/payment-reminder',
    'ROUTE_PAYMENT_REMINDER',
    ['payment_reminder_access'],
    'payment-reminder',
  ),
  screen(
    '/payment-reminder/reports',
    'ROUTE_PAYMENT_REMINDER_REPORTS',
    ['payment_reminder_access'],
    'payment-reminder-reports',
  ),
  screen(
    '/value-adjustment',
    'ROUTE_VALUE_ADJUSTMENT',
    ['value_adjustment_access'],
    'value-adjustment',
  ),
  screen('/clients', 'ROUTE_CLIENTS', ['client_access'], 'clients'),
  screen('/clients/:id', 'ROUTE_CLIENT_DETAIL', [], 'client-detail'),
  screen('/marketing', 'ROUTE_MARKETING'),
  screen('/cash-log', 'ROUTE_CASH_LOG', ['cash_log_access'], 'cash-log'),
  screen('/cash-log/pending', 'ROUTE_CASH_LOG_PENDING', ['cash_log_access'], 'cash-log'),
  screen('/cash-log/closures', 'ROUTE_CASH_LOG_CLOSURES', ['cash_log_access'], 'cash-log'),
  screen('/asset', 'ROUTE_ASSETS', ['asset_access'], 'assets'),
  screen('/staff', 'ROUTE_STAFF', ['staff_admin'], 'staff'),
  screen('/audit', 'ROUTE_AUDIT', ['staff_admin'], 'audit'),
];

export const homeMeta: RouteMeta = screen('/', 'ROUTE_HOME');
