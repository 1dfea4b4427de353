import { orderEndpoints } from '@pawndesk/domain/order-endpoints';
import { api } from '../../../lib/api.ts';

/** Sets or renews my working-agent lock; 409 while another agent holds it. */
export function lockOrder(id: number) {
  return api.call(orderEndpoints.lock, { params: { id } });
}
