import type { CashLogDto } from '@pawndesk/domain/cash-log-api';
import Table, { type ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** How close to the top (px) the next (older) page starts loading (B§9). */
export const loadNearTopPx = 240;

/**
 * The list tab: the loaded pages in ledger order, oldest at the top, so the running balances read
 * downwards; it opens scrolled to the newest entry, and scrolling near the top loads the next
 * (older) page of 200 without moving what is on screen.
 */
export function EntriesTable({
  pages,
  columns,
  hasMore,
  isFetchingMore,
  isLoading,
  onLoadMore,
  height,
}: {
  pages: CashLogDto[][];
  columns: ColumnsType<CashLogDto>;
  hasMore: boolean;
  isFetchingMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  height: number;
}) {
  const wrapper = useRef<HTMLDivElement>(null);
  const previousHeight = useRef<number | null>(null);
  const rows = pages.flat().slice().reverse();
  const body = useCallback(
    () => wrapper.current?.querySelector<HTMLElement>('.ant-table-body') ?? null,
    [],
  );

  // A new first page (new filters): show the newest rows at the bottom.
  const firstId = pages[0]?.[0]?.id;
  useLayoutEffect(() => {
    const element = body();
    if (element && firstId !== undefined) {
      element.scrollTop = element.scrollHeight;
    }
  }, [firstId, body]);

  // Older rows were prepended: keep the rows on screen where they were.
  const pageCount = pages.length;
  useLayoutEffect(() => {
    const element = body();
    if (element && pageCount > 1 && previousHeight.current !== null) {
      element.scrollTop += element.scrollHeight - previousHeight.current;
      previousHeight.current = null;
    }
  }, [pageCount, body]);

  useEffect(() => {
    const element = body();
    if (!element) {
      return;
    }
    const onScroll = () => {
      if (element.scrollTop < loadNearTopPx && hasMore && !isFetchingMore) {
        previousHeight.current = element.scrollHeight;
        onLoadMore();
      }
    };
    element.addEventListener('scroll', onScroll);
    return () => element.removeEventListener('scroll', onScroll);
  });

  return (
    <div ref={wrapper} data-testid="cash-entries" data-rows={rows.length}>
      <Table<CashLogDto>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        loading={isLoading || isFetchingMore}
        scroll={{ x: 'max-content', y: height }}
        rowClassName={(entry) => (entry.status === 'retracted' ? 'pd-cash-retracted' : '')}
        onRow={(entry) => ({ 'data-testid': `cash-row-${entry.id}` }) as never}
      />
    </div>
  );
}
