import type { OrderCounters as Counters, OrderStep } from '@pawndesk/domain/orders';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { isCounterActive, type OrderListState, orderCounters } from '../model/list-params.ts';

type OrderCountersProps = {
  counters: Counters | undefined;
  state: OrderListState;
  onToggle: (step: OrderStep | null) => void;
};

/** A§2.6's counters over the current filter; a click filters by that step, a second click clears. */
export function OrderCounters({ counters, state, onToggle }: OrderCountersProps) {
  const { t } = useTranslation();
  return (
    <div className="pd-order-counters" data-testid="order-counters">
      {orderCounters.map((counter) => {
        const isActive = isCounterActive(state, counter.step);
        return (
          <button
            key={counter.key}
            type="button"
            className={isActive ? 'pd-order-counter pd-order-counter-active' : 'pd-order-counter'}
            aria-pressed={isActive}
            onClick={() => onToggle(counter.step)}
            data-testid={`counter-${counter.step ?? 'total'}`}
          >
            <span className="pd-order-counter-value">{counters ? counters[counter.key] : '–'}</span>
            <span className="pd-order-counter-label">{t(counter.labelKey)}</span>
          </button>
        );
      })}
    </div>
  );
}
