import type { CashLogDto } from '@pawndesk/domain/cash-log-api';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import Table, { type ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { LayoutMode } from '../../../lib/use-layout-mode.ts';
import { EntryCard, type EntryCardOptions } from './entry-cards.tsx';

/** How close to the top (px) the next (older) page starts loading (B§9). */
export const loadNearTopPx = 240;

/**
 * Rows drawn at first: several screenfuls of the newest entries. The older rows of the loaded
 * pages are drawn as the list is scrolled up, this many at a time, before the next page is asked
 * for: laying out all 200 rows of a page took 0.5–2 s on a quiet machine (seconds more on a
 * loaded one), in which the screen answered no click or key (issue 18 item 5, ADR 0040).
 */
export const rowsPerStep = 50;

/** The list never gets shorter than this on a short window (px), nor than the phone's box. */
const minBodyHeight = 240;
const phoneBodyHeight = 420;
/** Room kept under the list so its last row does not touch the window's bottom edge (px). */
const bottomGapPx = 16;
/** The fitted height of the table's body, set on the wrapper. */
const listHeightVar = '--pd-cash-list-height';

/**
 * The list tab: the loaded pages in ledger order, oldest at the top, so the running balances read
 * downwards; it opens scrolled to the newest entry, and scrolling near the top draws older rows,
 * then loads the next (older) page of 200, without moving what is on screen. A table that fits
 * the window from tablet up (so the newest row shows without scrolling the page), cards on a
 * phone.
 */
export function EntriesTable({
  pages,
  columns,
  cardOptions,
  layout,
  hasMore,
  isFetchingMore,
  isLoading,
  onLoadMore,
}: {
  pages: CashLogDto[][];
  columns: ColumnsType<CashLogDto>;
  cardOptions: EntryCardOptions;
  layout: LayoutMode;
  hasMore: boolean;
  isFetchingMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
}) {
  const wrapper = useRef<HTMLDivElement>(null);
  const previousHeight = useRef<number | null>(null);
  const isPhone = layout === 'mobile';
  const allRows = pages.flat().reverse();
  const firstId = pages[0]?.[0]?.id;
  // The newest rows, more as the list is scrolled up; a new first page (new filters) starts
  // short again.
  const [shown, setShown] = useState<{ firstId?: number; count: number }>({ count: 0 });
  const shownCount = shown.firstId === firstId ? shown.count : rowsPerStep;
  const isComplete = shownCount >= allRows.length;
  const rows = isComplete ? allRows : allRows.slice(-shownCount);
  const body = useCallback(
    () => wrapper.current?.querySelector<HTMLElement>('.ant-table-body, .pd-cash-cards') ?? null,
    [],
  );
  const atBottom = useRef(true);

  // The table's body reaches down to the window's bottom edge, measured after every render
  // (the notice and the summary above it arrive later), when the screen changes size and on
  // resize.
  const measure = useCallback(() => {
    const element = wrapper.current;
    if (!element) {
      return;
    }
    const header = element.querySelector<HTMLElement>('.ant-table-header')?.offsetHeight ?? 0;
    const top = element.getBoundingClientRect().top + window.scrollY;
    const height = Math.max(
      minBodyHeight,
      Math.floor(window.innerHeight - top - header - bottomGapPx),
    );
    // A CSS variable, not state: a new height re-renders nothing.
    element.style.setProperty(listHeightVar, `${height}px`);
  }, []);
  useLayoutEffect(measure);
  useEffect(() => {
    // What is above may also change size without a render here (a web font arriving, a notice).
    const screen = wrapper.current?.parentElement;
    const observer =
      typeof ResizeObserver === 'function' && screen ? new ResizeObserver(() => measure()) : null;
    if (observer && screen) {
      observer.observe(screen);
    }
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  // While the list shows its newest rows, it keeps showing them when its rows or its box change
  // size (a font arriving, the fitted height); once the user scrolls up, it stays where it is.
  const hasRows = rows.length > 0;
  useEffect(() => {
    const selector = isPhone ? '.pd-cash-cards' : '.ant-table-body';
    const element = wrapper.current?.querySelector<HTMLElement>(selector);
    const content = element?.firstElementChild;
    if (!element || !hasRows || typeof ResizeObserver !== 'function') {
      return;
    }
    const observer = new ResizeObserver(() => {
      if (atBottom.current) {
        element.scrollTop = element.scrollHeight;
      }
    });
    observer.observe(element);
    if (content) {
      observer.observe(content);
    }
    return () => observer.disconnect();
  }, [hasRows, isPhone]);

  // A new first page (new filters): show the newest rows at the bottom.
  useLayoutEffect(() => {
    const element = body();
    if (element && firstId !== undefined) {
      element.scrollTop = element.scrollHeight;
      atBottom.current = true;
    }
  }, [firstId, body]);

  // Older rows were prepended: keep the rows on screen where they were.
  const rowCount = rows.length;
  useLayoutEffect(() => {
    const element = body();
    if (element && rowCount > 0 && previousHeight.current !== null) {
      element.scrollTop += element.scrollHeight - previousHeight.current;
      previousHeight.current = null;
    }
  }, [rowCount, body]);

  useEffect(() => {
    const element = body();
    if (!element) {
      return;
    }
    const onScroll = () => {
      atBottom.current = element.scrollTop + element.clientHeight >= element.scrollHeight - 2;
      const loadsMore = isComplete && hasMore && !isFetchingMore;
      if (element.scrollTop >= loadNearTopPx || (isComplete && !loadsMore)) {
        return;
      }
      previousHeight.current = element.scrollHeight;
      // Drawn now from the loaded rows, or as soon as the next page arrives.
      setShown({ firstId, count: shownCount + rowsPerStep });
      if (loadsMore) {
        onLoadMore();
      }
    };
    element.addEventListener('scroll', onScroll);
    return () => element.removeEventListener('scroll', onScroll);
  });

  return (
    <div ref={wrapper} data-testid="cash-entries" data-rows={rows.length}>
      {isPhone ? (
        <Spin spinning={isLoading || isFetchingMore}>
          <div
            className="pd-cash-cards"
            style={{ maxHeight: phoneBodyHeight }}
            data-testid="cash-cards"
          >
            {rows.length === 0 && !isLoading ? <Empty /> : null}
            {rows.map((entry) => (
              <EntryCard key={entry.id} entry={entry} options={cardOptions} />
            ))}
          </div>
        </Spin>
      ) : (
        <Table<CashLogDto>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={rows}
          pagination={false}
          loading={isLoading || isFetchingMore}
          scroll={{ x: 'max-content', y: `var(${listHeightVar}, ${minBodyHeight}px)` }}
          rowClassName={(entry) => (entry.status === 'retracted' ? 'pd-cash-retracted' : '')}
          onRow={(entry) => ({ 'data-testid': `cash-row-${entry.id}` }) as never}
        />
      )}
    </div>
  );
}
