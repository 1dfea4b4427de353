/** Accounts created for the end-to-end run besides the demo ones (password for all: demo1234). */
export const demoPassword = 'demo1234';

/** Users whose password a test changes, one per test so they never interfere. */
export const passwordChangers = ['e2e.doimatkhau.1', 'e2e.doimatkhau.2'] as const;

/** A user for the wrong-password test, so sign-in throttling never touches the demo accounts. */
export const wrongPasswordUser = 'e2e.saimatkhau';

/**
 * The phone test's users (sales, valuator, and one who never signs in): nobody else signs in as
 * them, so no other test's tab rings when the phone test calls.
 */
export const phoneUsers = {
  sales: 'e2e.goi.banhang',
  valuator: 'e2e.goi.dinhgia',
  absent: 'e2e.goi.vangmat',
} as const;

export const e2eUsers = [...passwordChangers, wrongPasswordUser];
