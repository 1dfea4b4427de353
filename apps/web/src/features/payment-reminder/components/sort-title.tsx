import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import type { PastDueSortColumn } from '@pawndesk/domain/reminder-api';
import { type SortKey, sortMark } from '../model/list-state.ts';

/**
 * A sortable header (A§2.8): a click adds, flips or removes the column; its place in the
 * multi-column sort shows as a number beside the arrow.
 */
export function SortTitle({
  label,
  column,
  sort,
  onToggle,
}: {
  label: string;
  column: PastDueSortColumn;
  sort: readonly SortKey[];
  onToggle: (column: PastDueSortColumn) => void;
}) {
  const mark = sortMark(sort, column);
  return (
    <button
      type="button"
      className="pd-reminder-sort"
      onClick={() => onToggle(column)}
      data-direction={mark ? (mark.isDescending ? 'descending' : 'ascending') : 'none'}
      data-testid={`sort-${column}`}
    >
      {label}
      {mark ? (
        <span className="pd-reminder-sort-mark">
          {mark.isDescending ? <ArrowDownOutlined /> : <ArrowUpOutlined />}
          <sup data-testid={`sort-order-${column}`}>{mark.order}</sup>
        </span>
      ) : null}
    </button>
  );
}
