import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { orderStatuses } from '@pawndesk/domain/orders';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { dayjs } from '../../../lib/dayjs.ts';
import { useSearchDraft } from '../../../lib/use-search-draft.ts';
import { statusLabelKey } from '../model/labels.ts';
import type { OrderListState } from '../model/list-params.ts';

type OrdersFiltersProps = {
  state: OrderListState;
  onChange: (next: OrderListState) => void;
  onCreate: () => void;
};

const dateFormat = 'YYYY-MM-DD';

/** Phone search (Enter), status and created-date filters, and the new-order button. */
export function OrdersFilters({ state, onChange, onCreate }: OrdersFiltersProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchDraft(state.search);
  const range: [ReturnType<typeof dayjs> | null, ReturnType<typeof dayjs> | null] = [
    state.fromDate ? dayjs(state.fromDate, dateFormat) : null,
    state.toDate ? dayjs(state.toDate, dateFormat) : null,
  ];
  const isFiltered =
    state.search !== '' ||
    state.statuses.length > 0 ||
    state.fromDate !== null ||
    state.toDate !== null;

  return (
    <div className="pd-order-filters" data-testid="order-filters">
      <Input.Search
        value={search}
        allowClear
        placeholder={t('ORDER_SEARCH_PLACEHOLDER')}
        aria-label={t('ORDER_SEARCH_PLACEHOLDER')}
        onChange={(event) => setSearch(event.target.value)}
        onSearch={(value) => onChange({ ...state, search: value.trim(), page: 1 })}
        className="pd-order-search"
        data-testid="order-search"
      />
      <Select
        mode="multiple"
        allowClear
        value={state.statuses}
        placeholder={t('ORDER_STATUS_FILTER')}
        aria-label={t('ORDER_STATUS_FILTER')}
        onChange={(statuses) => onChange({ ...state, statuses, page: 1 })}
        options={orderStatuses.map((status) => ({
          value: status,
          label: t(statusLabelKey(status)),
        }))}
        maxTagCount="responsive"
        className="pd-order-status-filter"
        data-testid="order-status-filter"
      />
      <DatePicker.RangePicker
        value={range}
        format="DD/MM/YYYY"
        allowEmpty={[true, true]}
        placeholder={[t('ORDER_FROM_DATE'), t('ORDER_TO_DATE')]}
        onChange={(dates) =>
          onChange({
            ...state,
            fromDate: dates?.[0]?.format(dateFormat) ?? null,
            toDate: dates?.[1]?.format(dateFormat) ?? null,
            page: 1,
          })
        }
        data-testid="order-date-filter"
      />
      {isFiltered ? (
        <Button
          onClick={() =>
            onChange({ ...state, search: '', statuses: [], fromDate: null, toDate: null, page: 1 })
          }
          data-testid="order-clear-filters"
        >
          {t('ORDER_CLEAR_FILTERS')}
        </Button>
      ) : null}
      <Button type="primary" icon={<PlusOutlined />} onClick={onCreate} data-testid="order-new">
        {t('ORDER_NEW')}
      </Button>
    </div>
  );
}
