/**
 * The console's own addresses of a client and a contract; both carry the finflux id, the number
 * staff see (B§2).
 */
export function clientPath(client: { finfluxId: number }): string {
  return `/clients/${client.finfluxId}`;
}

export function contractPath(contract: { finfluxId: number }): string {
  return `/contracts/${contract.finfluxId}`;
}
