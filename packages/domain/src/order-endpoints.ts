import { listOf } from './api.ts';
import { endpoint } from './endpoint.ts';
import {
  createOrderInput,
  createOrderNoteInput,
  orderDto,
  orderListDto,
  orderListQuery,
  orderNoteDto,
  orderNotesQuery,
  updateOrderInput,
} from './order-api.ts';

/** The order pipeline's calls (A§7 Orders): lists, update and claim on base A; the rest on B. */
export const orderEndpoints = {
  list: endpoint({
    method: 'GET',
    base: 'A',
    path: '/v1/orders/',
    query: orderListQuery,
    response: orderListDto,
  }),
  myList: endpoint({
    method: 'GET',
    base: 'A',
    path: '/v1/my-orders/',
    query: orderListQuery,
    response: orderListDto,
  }),
  update: endpoint({
    method: 'PATCH',
    base: 'A',
    path: '/v1/orders/{id}/',
    body: updateOrderInput,
    response: orderDto,
  }),
  claim: endpoint({
    method: 'POST',
    base: 'A',
    path: '/v1/orders/{id}:claim/',
    response: orderDto,
  }),
  notes: endpoint({
    method: 'GET',
    base: 'A',
    path: '/v1/order-notes/',
    query: orderNotesQuery,
    response: listOf(orderNoteDto),
  }),
  addNote: endpoint({
    method: 'POST',
    base: 'A',
    path: '/v1/order-notes/',
    body: createOrderNoteInput,
    response: orderNoteDto,
  }),
  create: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v1/orders/',
    body: createOrderInput,
    response: orderDto,
  }),
  detail: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v1/orders/{id}/',
    response: orderDto,
  }),
  /** Sets or renews my working-agent lock; 409 while another agent holds it. */
  lock: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v1/orders/{id}/working-agent/',
    response: orderDto,
  }),
  /** Removes my lock; 409 when it is not mine. */
  unlock: endpoint({
    method: 'DELETE',
    base: 'B',
    path: '/v1/orders/{id}/working-agent/',
    response: orderDto,
  }),
} as const;
