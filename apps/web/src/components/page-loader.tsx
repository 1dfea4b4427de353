/**
 * Shown while a route's code loads for the first time. Pure CSS rather than antd Spin, because it
 * is part of the very first download.
 */
export function PageLoader() {
  return (
    <div className="pd-page-loader" data-testid="page-loader">
      <span className="pd-spinner" role="progressbar" aria-busy="true" />
    </div>
  );
}
