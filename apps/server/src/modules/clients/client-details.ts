import type { ClientDto } from '@pawndesk/domain/client-api';
import type { DbOrTx } from '../../db/client.ts';
import { toClientDto } from './clients.mapper.ts';
import { findClientView } from './clients.repo.ts';

/**
 * The seam other modules read one client's detail through (printed documents, the redeem info):
 * the client as the client detail shows it, its full address included; undefined when missing.
 */
export async function clientDetail(db: DbOrTx, id: number): Promise<ClientDto | undefined> {
  const view = await findClientView(db, { id });
  return view ? toClientDto(view) : undefined;
}
