import type { OrderDto } from '@pawndesk/domain/order-api';
import type { SorterResult } from 'antd/es/table/interface';
import type { OrderSortField, SortTerm } from './list-params.ts';

/**
 * Sort priority follows the spec's default (step, last modified, id, staff, name), then the
 * appointment: whatever columns are sorted, the `sort` parameter lists them in this order.
 */
export const sortPriority: Record<OrderSortField, number> = {
  step_index: 7,
  last_modify: 6,
  id: 5,
  order_staff: 4,
  order_name: 3,
  appointment: 2,
  date_claim: 1,
};

function isSortField(value: unknown): value is OrderSortField {
  return typeof value === 'string' && value in sortPriority;
}

/** The table's sorted columns as the list's sort terms, in priority order. */
export function toSortTerms(sorter: SorterResult<OrderDto> | SorterResult<OrderDto>[]): SortTerm[] {
  const sorters = Array.isArray(sorter) ? sorter : [sorter];
  const terms: SortTerm[] = [];
  for (const item of sorters) {
    if (item.order && isSortField(item.columnKey)) {
      terms.push({ field: item.columnKey, isDescending: item.order === 'descend' });
    }
  }
  return terms.sort((a, b) => sortPriority[b.field] - sortPriority[a.field]);
}
