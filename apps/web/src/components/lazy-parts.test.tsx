import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from './lazy-named.ts';
import { LazyDialog, LazyPart } from './lazy-parts.tsx';

/** A lazily loaded component (a module's named export) that counts how often its code was asked for. */
function lazyProbe() {
  const loads = { count: 0 };
  const Probe = lazyNamed(async () => {
    loads.count += 1;
    return {
      Other: () => <p>other</p>,
      Probe: ({ open }: { open: boolean }) => <p data-testid="probe">{String(open)}</p>,
    };
  }, 'Probe');
  return { Probe, loads };
}

describe('LazyDialog', () => {
  it('asks for nothing until the dialog first opens', async () => {
    const { Probe, loads } = lazyProbe();
    const { rerender } = render(
      <LazyDialog open={false}>
        <Probe open={false} />
      </LazyDialog>,
    );
    await Promise.resolve();
    expect(loads.count).toBe(0);
    expect(screen.queryByTestId('probe')).toBeNull();

    rerender(
      <LazyDialog open>
        <Probe open />
      </LazyDialog>,
    );
    expect((await screen.findByTestId('probe')).textContent).toBe('true');
    expect(loads.count).toBe(1);
  });

  it('keeps the dialog mounted once closed, so it can animate out and keep its state', async () => {
    const { Probe } = lazyProbe();
    const { rerender } = render(
      <LazyDialog open>
        <Probe open />
      </LazyDialog>,
    );
    await screen.findByTestId('probe');
    rerender(
      <LazyDialog open={false}>
        <Probe open={false} />
      </LazyDialog>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('false');
  });
});

describe('LazyPart', () => {
  it('shows a spinner until the part’s code arrives, then the part', async () => {
    const { Probe } = lazyProbe();
    render(
      <LazyPart>
        <Probe open />
      </LazyPart>,
    );
    expect(screen.getByTestId('part-loading')).toBeTruthy();
    expect(await screen.findByTestId('probe')).toBeTruthy();
    expect(screen.queryByTestId('part-loading')).toBeNull();
  });
});
