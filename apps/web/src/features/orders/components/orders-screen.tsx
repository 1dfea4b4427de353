import type { OrderDto } from '@pawndesk/domain/order-api';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useLayoutMode } from '../../../lib/use-layout-mode.ts';
import { useOrderList } from '../api/list-orders.ts';
import { useOrdersLive } from '../hooks/use-orders-live.ts';
import {
  type OrderListState,
  readListState,
  toggleCounter,
  toListParams,
  writeListState,
} from '../model/list-params.ts';
import { OrderCounters } from './order-counters.tsx';
import type { OrderModalTarget } from './order-modal.tsx';
import { OrdersFilters } from './orders-filters.tsx';
import '../orders.css';
import { lazyNamed } from '../../../components/lazy-named.ts';
import { LazyDialog, LazyPart } from '../../../components/lazy-parts.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';

// A phone loads the cards and not the table (antd's table with its filters, 60 kB gzip); a
// desktop the table and not the cards.
const OrderCards = lazyNamed(() => import('./order-cards.tsx'), 'OrderCards');
const OrdersTable = lazyNamed(() => import('./orders-table.tsx'), 'OrdersTable');
// The order form and the notes are loaded when one is first opened, not with the list.
const OrderModal = lazyNamed(() => import('./order-modal.tsx'), 'OrderModal');
const OrderNotesModal = lazyNamed(() => import('./order-notes-modal.tsx'), 'OrderNotesModal');

/** `creating`: the /create-order route, which opens the new-order form over the list. */
type OrdersScreenProps = { mine: boolean; creating?: boolean };

/**
 * ORD-1: order management and my inbox, one screen with a my-order flag. The filter lives in the
 * URL; the open modal lives here, so a live refresh (which only replaces the rows) keeps both.
 */
export function OrdersScreen({ mine, creating = false }: OrdersScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useLayoutMode() === 'mobile';
  const [search, setSearch] = useSearchParams();
  const state = readListState(search);
  const list = useOrderList(mine, toListParams(state));
  const [modal, setModal] = useState<OrderModalTarget | null>(creating ? { mode: 'create' } : null);
  const [notesFor, setNotesFor] = useState<number | null>(null);
  useOrdersLive();

  const update = (next: OrderListState) => setSearch(writeListState(next));
  const open = (order: OrderDto) => {
    // ORD-8: campaign orders have their own page; the others open in the modal.
    if (order.marketingCampaign) {
      void navigate(`/orders/${order.id}`);
    } else {
      setModal({ mode: 'edit', id: order.id, row: order });
    }
  };

  const data = list.data;
  // A refetch of the same list (a live event) keeps the rows without a spinner; a new page or
  // filter shows the old rows under a spinner until the new ones arrive.
  const isLoading = list.isPending || list.isPlaceholderData;
  return (
    <div className="pd-orders" data-testid={mine ? 'my-orders-screen' : 'orders-screen'}>
      <h1 className="pd-page-title">{t(mine ? 'ROUTE_MY_ORDERS' : 'ROUTE_ORDERS')}</h1>
      <OrderCounters
        counters={data}
        state={state}
        onToggle={(step) => update(toggleCounter(state, step))}
      />
      <OrdersFilters
        state={state}
        onChange={update}
        onCreate={() => setModal({ mode: 'create' })}
      />
      {list.isError && !data ? (
        <LoadFailed
          title={t('ORDERS_LOAD_FAILED')}
          error={list.error}
          onRetry={() => void list.refetch()}
          testId="orders-error"
          retryTestId="orders-retry"
        />
      ) : isMobile ? (
        <LazyPart>
          <OrderCards
            orders={data?.items ?? []}
            total={data?.total ?? 0}
            page={state.page}
            isLoading={isLoading}
            onPageChange={(page) => update({ ...state, page })}
            onOpen={open}
            onNotes={(order) => setNotesFor(order.id)}
          />
        </LazyPart>
      ) : (
        <LazyPart>
          <OrdersTable
            orders={data?.items ?? []}
            total={data?.total ?? 0}
            page={state.page}
            sort={state.sort}
            isLoading={isLoading}
            onPageChange={(page) => update({ ...state, page })}
            onSortChange={(sort) => update({ ...state, sort, page: 1 })}
            onOpen={open}
          />
        </LazyPart>
      )}
      <LazyDialog open={modal !== null}>
        <OrderModal
          target={modal}
          onClose={() => {
            setModal(null);
            if (creating) {
              void navigate('/orders', { replace: true });
            }
          }}
        />
      </LazyDialog>
      <LazyDialog open={notesFor !== null}>
        <OrderNotesModal orderId={notesFor} onClose={() => setNotesFor(null)} />
      </LazyDialog>
    </div>
  );
}

export function AllOrdersScreen() {
  return <OrdersScreen mine={false} />;
}

export function MyOrdersScreen() {
  return <OrdersScreen mine />;
}

export function CreateOrderScreen() {
  return <OrdersScreen mine={false} creating />;
}
