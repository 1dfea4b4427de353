/**
 * TanStack Query keys that more than one feature reads or invalidates. Every contract query is
 * under `contracts`, wherever it is shown (the contracts screens, the client's contracts tab, the
 * header search), so what a contract action marks stale reaches them all.
 */
export const contractKeys = {
  all: ['contracts'] as const,
  list: <Params>(params: Params) => ['contracts', 'list', params] as const,
  search: (term: string) => ['contracts', 'search', term] as const,
  ofClient: (clientId: number, isActive: boolean, page: number) =>
    ['contracts', 'client', clientId, isActive, page] as const,
  detail: (finfluxId: number) => ['contracts', 'detail', finfluxId] as const,
  transactions: (contractId: number) => ['contracts', 'transactions', contractId] as const,
  notes: (contractId: number) => ['contracts', 'notes', contractId] as const,
  schedule: (mifosId: number) => ['contracts', 'schedule', mifosId] as const,
  collateral: (contractId: number) => ['contracts', 'collateral', contractId] as const,
  redeemInfo: (finfluxId: number) => ['contracts', 'redeem-info', finfluxId] as const,
  /** The contract's client as its printed documents show it. */
  client: (clientFinfluxId: number) => ['contracts', 'client-detail', clientFinfluxId] as const,
};

/** Reference lists every screen shares, so each loads once. */
export const referenceKeys = {
  misc: ['misc'] as const,
  misc2: ['misc2'] as const,
  validators: ['validators'] as const,
};

/** Reference data changes rarely: loaded once in a while. */
export const referenceStaleMs = 10 * 60 * 1000;
