import type { LayoutMode } from '../lib/use-layout-mode.ts';

/** 1, 2 or 3 card columns by width (CLI-1), for every card list. */
export const gridColumns: Record<LayoutMode, number> = { mobile: 1, tablet: 2, desktop: 3 };
