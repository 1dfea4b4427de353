import type { OrderNoteDto } from '@pawndesk/domain/order-api';
import { api } from '../../../lib/api.ts';
import { allRows, baseA } from '../../../lib/api-client.ts';

export function listOrderNotes(
  orderId: number,
  signal?: AbortSignal,
): Promise<{ items: OrderNoteDto[]; total: number }> {
  return api.get(`${baseA}/v1/order-notes/`, { query: { orderId, pageSize: allRows }, signal });
}

export function createOrderNote(orderId: number, content: string): Promise<OrderNoteDto> {
  return api.post(`${baseA}/v1/order-notes/`, { orderId, content });
}
