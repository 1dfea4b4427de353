import { hasPermissions, type Permission, type Principal } from '@pawndesk/domain/permissions';

/**
 * Who may call each route, written from the specification (A§2.1 route table, A§6, B§2, B§6,
 * DECISIONS.md), not from the routes' own declarations: the authz test checks the routes against
 * it. Keys are `METHOD path` in the documents' notation (`{id}`, `:verb`); a HEAD route follows
 * its GET.
 *
 * Readings of the specification this table fixes (where it is silent or open):
 * - A screen that "needs login only" (order-detail, client-detail, contract-detail and the
 *   counter screens, search) reads with a sign-in; what its actions change needs the area's
 *   permission: contract actions contract_access, client edits (fields, documents, bank
 *   accounts) client_access. Notes (order notes excepted: the orders area writes them) and
 *   printing a contract again need only a sign-in, like the screens that offer them.
 * - Bank accounts (A /v1/client-banks/) change the client's record: client_access, like the client
 *   edit (B§6 leaves it open; they were login-only before issue 12).
 * - The undo actions need undo_contract on top of contract_access (A§4.2, A§6, B§6). Retracting
 *   a transaction needs it only on an overdue contract (B§6), which depends on the contract:
 *   the core checks it, the route asks for contract_access.
 * - The renewed notification is a superuser's (A§6: required to see its button).
 * - A value adjustment is the value adjustment screen's (A§2.10): value_adjustment_access.
 * - The contract list (B GET /v2/contracts/) serves the contract list and the value adjustment
 *   screen; it asks for contract_access, which every role holding value_adjustment_access has.
 * - Creating an order ("not shown" in A§2.1) and the asset order of the pipeline are the orders
 *   area's: order_access.
 * - Reference data, the call log (every staff member has the phone, A§2.7), the console's activity
 *   log, the profile and the password need a sign-in only; branches (A /v1/misc/) are public
 *   because the sign-in page offers them before anyone signs in (A§2.3).
 * - Approving and removing cash entries, and creating or removing closures, need
 *   head_accountant_access on top of cash_log_access (B§6); everything else of the cash log needs
 *   cash_log_access. Which fund a non-head accountant writes to is decided per entry in the
 *   service.
 * - `/files/documents/{id}` is public to the access hook because a signed link (from `:link`)
 *   stands in for the Bearer token; without either it answers 401, so the table reads it as
 *   signed-in. Whether the reader may see a given document (its owner's permission) depends on
 *   the document and is checked by the service, as for `:link`.
 * - Staff accounts, roles, the audit trail, branch settings and funds (issue 19, ours) need
 *   staff_admin, which a superuser holds; acting on a superuser's account or granting
 *   superuser is a superuser's, decided by the service on the target.
 * - `/files/pictures/{id}` (a profile picture) is public to the access hook for the same reason as
 *   a document's file: a signed link from `pictureUrl` or `profilePicture` stands in for the
 *   Bearer token (decisions/0029); without either it answers 401. Any colleague may see it.
 * - `/live` is public to HTTP: the socket signs in with its first message and each channel asks
 *   for its own permission (`liveChannelPermissions` in the domain).
 */
export type Rule =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'permissions'; all: readonly Permission[] }
  | { kind: 'superuser' };

const open: Rule = { kind: 'public' };
const login: Rule = { kind: 'signedIn' };
const superuser: Rule = { kind: 'superuser' };
function need(...all: Permission[]): Rule {
  return { kind: 'permissions', all };
}

const orders = need('order_access');
const clients = need('client_access');
const contracts = need('contract_access');
const undo = need('contract_access', 'undo_contract');
const valueAdjustment = need('value_adjustment_access');
const reminders = need('payment_reminder_access');
const assets = need('asset_access');
const cashLog = need('cash_log_access');
const headAccountant = need('cash_log_access', 'head_accountant_access');
const staffAdmin = need('staff_admin');

export const accessMatrix: Readonly<Record<string, Rule>> = {
  // The API description, health, and what the sign-in page needs before a sign-in.
  'GET /api/docs': open,
  'GET /api/docs/json': open,
  'GET /api/docs/yaml': open,
  'GET /api/docs/static/index.html': open,
  'GET /api/docs/static/swagger-initializer.js': open,
  'GET /api/docs/static/*': open,
  'GET /healthz': open,
  'GET /api/v1/misc/': open,
  'GET /live': open,

  // Authentication and the profile (A§2.3, A§2.4, A§7 Authentication).
  'POST /crm/api/v1/tokens/': open,
  'POST /crm/api/v1/access-tokens/': open,
  'DELETE /crm/api/v1/tokens/': open,
  'GET /crm/api/v1/me/': login,
  // The phone exchange account (issue 17): every staff member has the phone (A§2.7).
  'GET /crm/api/v1/me/sip-account/': login,
  'PUT /crm/api/v1/me/language/': login,
  // Web Push (SHELL-11: for the signed-in user; decisions/0028).
  'GET /crm/api/v1/push/vapid-key/': login,
  'POST /crm/api/v1/push/subscriptions/': login,
  'DELETE /crm/api/v1/push/subscriptions/': login,
  'PUT /crm/api/v1/users/password/': login,

  // Reference data (A§7 Reference data).
  'GET /crm/api/v2/misc/': login,
  'GET /crm/api/v2/locations/': login,
  'GET /crm/api/v2/locations/{id}/': login,
  'GET /crm/api/v2/locations/{id}/current-equivalents/': login,
  'GET /crm/api/v1/users/validators/': login,
  'GET /crm/api/v2/valuators/': login,
  'GET /crm/api/v1/client-doc-types/': login,
  'GET /api/v1/client-doc-types/': login,
  'GET /api/v1/cash-log-categories/': cashLog,

  // Orders (A§2.1: /orders and /my-orders order_access, /orders/{id} login; A§7 Orders).
  'GET /api/v1/orders/': orders,
  'GET /api/v1/my-orders/': orders,
  'PATCH /api/v1/orders/{id}/': orders,
  'POST /api/v1/orders/{id}:claim/': orders,
  'GET /api/v1/order-notes/': login,
  'POST /api/v1/order-notes/': orders,
  'POST /crm/api/v1/orders/': orders,
  'GET /crm/api/v1/orders/{id}/': login,
  'POST /crm/api/v1/orders/{id}/working-agent/': orders,
  'DELETE /crm/api/v1/orders/{id}/working-agent/': orders,
  'POST /crm/api/v1/assets/': orders,
  'PATCH /crm/api/v1/assets/{id}/': orders,
  'POST /crm/api/v1/order-calls/': orders,
  'POST /logger/api/v1/activity-logs/': login,

  // Calls (A§2.7, A§7 Calls).
  'GET /crm/api/v1/call-logs/': login,
  'POST /crm/api/v1/call-logs/': login,
  'PATCH /crm/api/v1/call-logs/{id}/': login,

  // Clients (A§2.1 and B§6: /clients client_access, client-detail login; B§7 Clients).
  'GET /api/v1/clients/': login,
  'GET /api/v1/clients/{id}/bank-accounts/': login,
  'POST /api/v1/client-banks/': clients,
  'PATCH /api/v1/client-banks/{id}/': clients,
  'DELETE /api/v1/client-banks/{id}/': clients,
  'GET /api/v1/clients/{id}/active-contracts/': login,
  'GET /api/v1/clients/{id}/close-contracts/': login,
  'GET /crm/api/v2/clients/': clients,
  'GET /crm/api/v2/clients/phone-{phone}/': login,
  'GET /crm/api/v2/clients/citizen-{citizenId}/': login,
  'GET /crm/api/v2/clients/finflux-{finfluxId}/': login,
  'GET /crm/api/v2/clients/{id}/': login,
  'POST /crm/api/v2/clients/': clients,
  'PUT /crm/api/v2/clients/{id}/': clients,
  'GET /crm/api/v2/clients/{id}/notes/': login,
  'POST /crm/api/v2/clients/{id}/notes/': login,
  'GET /crm/api/v2/clients/{id}/contracts/': login,
  'GET /crm/api/v2/clients/{id}/docs/': login,
  'POST /crm/api/v2/clients/{id}/docs/': clients,
  'POST /crm/api/v2/client-docs/{id}:archive/': clients,

  // Contracts (A§2.1 and B§6: /contracts contract_access, the contract screens login; B§7).
  'GET /api/v1/contracts/': login,
  'GET /api/v1/contracts/contracts-summary/': contracts,
  'PUT /api/v1/contracts/{id}/status/': contracts,
  'PUT /crm/api/v1/contracts/{id}/status/': contracts,
  'GET /api/v1/contracts/{id}/summary/': login,
  'GET /api/v1/contracts/{id}/repayment-schedule/': login,
  'GET /api/v1/contracts/{id}/transactions/': login,
  'GET /api/v1/contracts/{id}/collateral-info/': login,
  'GET /api/v1/products/': login,
  'GET /api/v1/promotions/{id}/': login,
  // The creation wizard (B§2: the new-contracts screen needs login; its print step writes the
  // contract, so it is contract_access like POST contracts/).
  'GET /api/v1/promotions/': login,
  'GET /crm/api/v1/orders/{id}/promotion/': login,
  'POST /crm/api/v1/orders/{id}:create-contract/': contracts,
  'POST /crm/api/v2/contracts/with-collateral/': contracts,
  'GET /crm/api/v2/contracts/': contracts,
  'GET /crm/api/v2/contracts/finflux-{id}/': login,
  'GET /crm/api/v2/contracts/{id}/': login,
  'POST /crm/api/v2/contracts/': contracts,
  'PUT /crm/api/v2/contracts/{id}/': contracts,
  'POST /crm/api/v2/contracts/finflux-{id}:approve/': contracts,
  'POST /crm/api/v2/contracts/finflux-{id}:reject/': contracts,
  'POST /crm/api/v2/contracts/finflux-{id}:disburse/': contracts,
  'POST /crm/api/v2/contracts/finflux-{id}:undo-approval/': undo,
  'POST /crm/api/v2/contracts/finflux-{id}:undo-disbursal/': undo,
  'POST /crm/api/v2/contracts/finflux-{id}:undo-repayment/': undo,
  'POST /crm/api/v2/contracts/finflux-{id}:undo-renewal/': undo,
  'POST /crm/api/v2/contracts/finflux-{id}:repay/': contracts,
  'POST /crm/api/v2/contracts/finflux-{id}:renew/': contracts,
  'POST /crm/api/v2/contracts/finflux-{id}:renew-into/': contracts,
  'GET /crm/api/v2/contracts/finflux-{id}/redeem-info/': login,
  'POST /crm/api/v2/contracts/finflux-{id}:redeem/': contracts,
  'POST /crm/api/v2/contracts/finflux-{id}:settle/': contracts,
  'POST /crm/api/v2/contracts/finflux-{id}:print/': login,
  // The previews take the access of the save they show.
  'POST /crm/api/v2/contracts/finflux-{id}:redeem-preview/': contracts,
  'POST /crm/api/v2/contracts/finflux-{id}:settle-preview/': contracts,
  'GET /crm/api/v2/contracts/finflux-{id}/print-preview/': login,
  'GET /crm/api/v2/contracts/{id}/transactions/': login,
  'POST /crm/api/v2/contracts/{id}/transactions/': contracts,
  'POST /crm/api/v2/contracts/{id}/transactions/{tid}:retract/': contracts,
  'GET /crm/api/v2/contracts/{id}/fees/': login,
  'POST /crm/api/v2/contracts/{id}/fees/': contracts,
  'POST /crm/api/v2/contracts/{id}:override-overdue-fee/': contracts,
  'POST /crm/api/v2/contracts/{id}:adjust-value/': valueAdjustment,

  // Payment reminders (A§2.8, A§6: payment_reminder_access on every call).
  'GET /crm/api/v2/past-due-clients/': reminders,
  'GET /crm/api/v2/past-due-clients/summary/': reminders,
  'GET /crm/api/v2/clients/{id}/due-contracts/': reminders,
  'GET /crm/api/v2/clients/{id}/payment-reminder-results/': reminders,
  'POST /crm/api/v2/clients/{id}/payment-reminder-results/': reminders,
  'POST /crm/api/v2/contracts/{id}:set-liquidation/': reminders,
  'POST /crm/api/v2/contracts/{id}:send-renewed-notification/': superuser,
  'GET /crm/api/v2/contracts/{id}/notes/': login,
  'POST /crm/api/v2/contracts/{id}/notes/': login,
  'POST /crm/api/v2/contract-notes/': login,
  'GET /crm/api/v2/contracts/{id}/docs/': login,
  'POST /crm/api/v2/contracts/{id}/docs/': contracts,
  'POST /crm/api/v2/contract-docs/{id}:archive/': contracts,
  'GET /crm/api/v2/documents/{id}:link/': login,
  'GET /files/documents/{id}': login,

  // Assets (A§2.1: /asset asset_access; B§7 Assets).
  'GET /crm/api/v2/assets/': assets,
  'GET /crm/api/v2/assets/{id}/': assets,
  'POST /crm/api/v2/assets/': assets,
  'PUT /crm/api/v2/assets/{id}/': assets,

  // Cash log (A§2.1 and B§6: cash_log_access; approving, removing and closures head accountant).
  'GET /api/v1/cash-logs/': cashLog,
  'GET /api/v1/cash-logs/pending/': cashLog,
  'GET /api/v1/cash-logs/contract-payments/': cashLog,
  'GET /api/v1/cash-logs/summary/': cashLog,
  'POST /api/v1/cash-logs/': cashLog,
  'POST /api/v1/cash-logs:upload/': cashLog,
  'PUT /api/v1/cash-logs/{id}/status/': headAccountant,
  'GET /api/v1/cash-closures/': cashLog,
  'POST /api/v1/cash-closures/': headAccountant,
  'DELETE /api/v1/cash-closures/{id}/': headAccountant,

  // Staff administration (issue 19: staff_admin or a superuser).
  'GET /crm/api/v1/staff/': staffAdmin,
  'POST /crm/api/v1/staff/': staffAdmin,
  'PATCH /crm/api/v1/staff/{id}/': staffAdmin,
  'PUT /crm/api/v1/staff/{id}/active/': staffAdmin,
  'POST /crm/api/v1/staff/{id}:reset-password/': staffAdmin,
  'GET /crm/api/v1/staff/extension-suggestion/': staffAdmin,
  'PUT /crm/api/v1/staff/{id}/picture/': staffAdmin,
  'DELETE /crm/api/v1/staff/{id}/picture/': staffAdmin,
  // Everyone's own profile picture; the file by a Bearer token or a signed link (decisions/0029).
  'PUT /crm/api/v1/me/picture/': login,
  'DELETE /crm/api/v1/me/picture/': login,
  'GET /files/pictures/{id}': login,
  'GET /crm/api/v1/roles/': staffAdmin,
  'POST /crm/api/v1/roles/': staffAdmin,
  'PATCH /crm/api/v1/roles/{id}/': staffAdmin,
  'GET /crm/api/v1/audit-events/': staffAdmin,
  'GET /crm/api/v1/branch-settings/': staffAdmin,
  'PATCH /crm/api/v1/branch-settings/{id}/': staffAdmin,
  'PUT /crm/api/v1/branch-settings/{id}/bank-account/': staffAdmin,
  'DELETE /crm/api/v1/branch-settings/{id}/bank-account/': staffAdmin,
  'POST /crm/api/v1/funds/': staffAdmin,
  'PATCH /crm/api/v1/funds/{id}/': staffAdmin,
};

/** Whether `principal` (undefined: no token) passes `rule`, by the domain's permission check. */
export function isAllowed(rule: Rule, principal: Principal | undefined): boolean {
  switch (rule.kind) {
    case 'public':
      return true;
    case 'signedIn':
      return principal !== undefined;
    case 'permissions':
      return principal !== undefined && hasPermissions(principal, rule.all);
    case 'superuser':
      return principal?.isSuperuser === true;
  }
}
