import { assetsGenerator } from './assets.ts';
import { cashLogsGenerator } from './cash-logs.ts';
import { clientsGenerator } from './clients.ts';
import { contractTransactionsGenerator } from './contract-transactions.ts';
import { contractsGenerator } from './contracts.ts';
import { ordersGenerator } from './orders.ts';
import type { Generator } from './types.ts';
import { usersGenerator } from './users.ts';

/**
 * Every bulk generator, in dependency order (a table's generator comes after the tables it
 * references). Adding a table is one module plus one line here; it gets a `--<key> <count>` flag.
 */
export const generators: readonly Generator[] = [
  usersGenerator,
  ordersGenerator,
  clientsGenerator,
  assetsGenerator,
  contractsGenerator,
  contractTransactionsGenerator,
  cashLogsGenerator,
];
