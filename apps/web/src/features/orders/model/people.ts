import { fullName } from '@pawndesk/domain/names';
import type { OrderDto } from '@pawndesk/domain/order-api';

type Person = { firstName: string | null; lastName: string | null; username?: string };

/** A staff member or customer as staff read it; the username (or nothing) when no name is known. */
export function personName(person: Person | null | undefined): string {
  if (!person) {
    return '';
  }
  const name = fullName({ firstName: person.firstName ?? '', lastName: person.lastName ?? '' });
  return name || (person.username ?? '');
}

/** The name on the order, else its client's. */
export function customerName(order: OrderDto): string {
  return (
    personName({ firstName: order.firstName, lastName: order.lastName }) ||
    (order.client?.name ?? '')
  );
}
