/** A thin bar along the top edge while something loads (route code, queries, saves). */
export function TopBar({ busy }: { busy: boolean }) {
  if (!busy) {
    return null;
  }
  return <div className="pd-top-bar" role="progressbar" aria-busy="true" data-testid="top-bar" />;
}
