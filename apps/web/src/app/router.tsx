import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { GuestOnly, RequireAuth, RequirePermission } from './guards.tsx';
import { RootLayout } from './root-layout.tsx';
import { homeMeta, loginRoute, protectedRoutes, type Screen } from './route-table.ts';
import type { RouteHandle } from './use-route-meta.ts';

// Each screen is its own chunk; /login loads only the login form, never the signed-in shell.
const loadLogin = async () => ({
  Component: (await import('../features/auth/components/login-page.tsx')).LoginPage,
});
const loadShell = async () => ({
  Component: (await import('./shell/shell-layout.tsx')).ShellLayout,
});
const loadHome = async () => ({
  Component: (await import('./screens/home-screen.tsx')).HomeScreen,
});
const loadScreen: Record<Screen, RouteObject['lazy']> = {
  'change-password': async () => ({
    Component: (await import('./screens/change-password-screen.tsx')).ChangePasswordScreen,
  }),
  orders: async () => ({
    Component: (await import('../features/orders/components/orders-screen.tsx')).AllOrdersScreen,
  }),
  'create-order': async () => ({
    Component: (await import('../features/orders/components/orders-screen.tsx')).CreateOrderScreen,
  }),
  'my-orders': async () => ({
    Component: (await import('../features/orders/components/orders-screen.tsx')).MyOrdersScreen,
  }),
  'order-detail': async () => ({
    Component: (await import('../features/orders/components/order-detail-page.tsx'))
      .OrderDetailPage,
  }),
  contracts: async () => ({
    Component: (await import('../features/contracts/components/contracts-screen.tsx'))
      .ContractsScreen,
  }),
  'contract-detail': async () => ({
    Component: (await import('../features/contracts/components/contract-detail-page.tsx'))
      .ContractDetailPage,
  }),
  // The counter screens: each prints, so each loads the PDF renderer, in its own chunk, on use.
  'contract-redeem': async () => ({
    Component: (await import('../features/contracts/components/redeem-wizard.tsx'))
      .RedeemWizardPage,
  }),
  'contract-repay': async () => ({
    Component: (await import('../features/contracts/components/settlement-editor.tsx'))
      .RepaymentEditorPage,
  }),
  'contract-liquidize': async () => ({
    Component: (await import('../features/contracts/components/settlement-editor.tsx'))
      .LiquidationEditorPage,
  }),
  'contract-reprint': async () => ({
    Component: (await import('../features/contracts/components/reprint-page.tsx')).ReprintPage,
  }),
  'contract-new': async () => ({
    Component: (await import('../features/contract-wizard/components/contract-wizard-page.tsx'))
      .ContractWizardPage,
  }),
  // The editor prints the mortgage contract it saves (the server renders it): one chunk.
  'contract-editor': async () => ({
    Component: (await import('../features/contract-editor/components/contract-editor-page.tsx'))
      .ContractEditorPage,
  }),
  'contract-review': async () => ({
    Component: (await import('../features/contract-editor/components/contract-editor-page.tsx'))
      .ContractReviewPage,
  }),
  'contract-renew': async () => ({
    Component: (await import('../features/contract-editor/components/renewal-page.tsx'))
      .RenewalPage,
  }),
  clients: async () => ({
    Component: (await import('../features/clients/components/clients-screen.tsx')).ClientsScreen,
  }),
  'client-detail': async () => ({
    Component: (await import('../features/clients/components/client-detail-page.tsx'))
      .ClientDetailPage,
  }),
  search: async () => ({
    Component: (await import('../features/search/components/search-screen.tsx')).SearchScreen,
  }),
  assets: async () => ({
    Component: (await import('../features/assets/components/assets-screen.tsx')).AssetsScreen,
  }),
  'cash-log': async () => ({
    Component: (await import('../features/cash-log/components/cash-log-screen.tsx')).CashLogScreen,
  }),
  'value-adjustment': async () => ({
    Component: (await import('../features/value-adjustment/components/value-adjustment-screen.tsx'))
      .ValueAdjustmentScreen,
  }),
  'payment-reminder': async () => ({
    Component: (await import('../features/payment-reminder/components/payment-reminder-screen.tsx'))
      .PaymentReminderScreen,
  }),
  // The reports tab carries the chart library: it loads with this route only.
  'payment-reminder-reports': async () => ({
    Component: (
      await import('../features/payment-reminder/components/payment-reminder-reports-screen.tsx')
    ).PaymentReminderReportsScreen,
  }),
  staff: async () => ({
    Component: (await import('../features/staff/components/staff-screen.tsx')).StaffScreen,
  }),
  audit: async () => ({
    Component: (await import('../features/staff/components/audit-screen.tsx')).AuditScreen,
  }),
  'not-available': async () => ({
    Component: (await import('./screens/not-available-screen.tsx')).NotAvailableScreen,
  }),
};

function handle(meta: RouteHandle['meta']): RouteHandle {
  return { meta };
}

/** The route table of A§2.1 with its guards; exported as data so tests can mount it in memory. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      HydrateFallback: PageLoader,
      children: [
        {
          path: loginRoute.path,
          handle: handle(loginRoute),
          element: <GuestOnly />,
          children: [{ index: true, lazy: loadLogin }],
        },
        {
          element: <RequireAuth />,
          children: [
            {
              lazy: loadShell,
              children: [
                { index: true, handle: handle(homeMeta), lazy: loadHome },
                ...protectedRoutes.map(
                  (meta): RouteObject => ({
                    path: meta.path,
                    handle: handle(meta),
                    element: <RequirePermission permissions={meta.permissions} />,
                    children: [{ index: true, lazy: loadScreen[meta.screen] }],
                  }),
                ),
              ],
            },
          ],
        },
        // An unknown path goes home (which, signed out, means login).
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}
