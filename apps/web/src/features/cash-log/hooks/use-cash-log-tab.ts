import { useLocation, useNavigate } from 'react-router';

export type CashLogTab = 'list' | 'pending' | 'closures';

export const cashLogTabPaths: Record<CashLogTab, string> = {
  list: '/cash-log',
  pending: '/cash-log/pending',
  closures: '/cash-log/closures',
};

function tabOf(pathname: string): CashLogTab {
  const path = pathname.replace(/\/+$/, '');
  if (path === cashLogTabPaths.pending) {
    return 'pending';
  }
  return path === cashLogTabPaths.closures ? 'closures' : 'list';
}

/** The cash log's three tabs are three routes; switching replaces the route (no history entry). */
export function useCashLogTab(): { tab: CashLogTab; goTab: (next: CashLogTab) => void } {
  const navigate = useNavigate();
  const tab = tabOf(useLocation().pathname);
  const goTab = (next: CashLogTab) => {
    void navigate(cashLogTabPaths[next], { replace: true });
  };
  return { tab, goTab };
}
