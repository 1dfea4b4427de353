import type { ReactNode } from 'react';

export type Figure = { key: string; label: string; value: ReactNode };

/** Label–value pairs of a counter screen; `{testId}-{key}` on each pair. */
export function FigureList({ figures, testId }: { figures: readonly Figure[]; testId: string }) {
  return (
    <dl className="pd-counter-figures" data-testid={testId}>
      {figures.map((figure) => (
        <div key={figure.key} className="pd-counter-figure" data-testid={`${testId}-${figure.key}`}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
