import { fireEvent, screen, within } from '@testing-library/react';

export function type(container: HTMLElement, testId: string, value: string): void {
  fireEvent.change(within(container).getByTestId(testId), { target: { value } });
}

/** Opens the antd Select with this test id and waits for its options. */
export async function openSelect(container: HTMLElement, testId: string): Promise<void> {
  const select = within(container).getByTestId(testId);
  fireEvent.mouseDown(within(select).getByRole('combobox'));
  await screen.findAllByRole('option');
}

/** The option with this label in the open Select popup (the last one: popups stay in the DOM). */
export function optionOf(label: string): HTMLElement {
  const option = screen.getAllByTitle(label).at(-1)?.closest('.ant-select-item-option');
  if (!(option instanceof HTMLElement)) {
    throw new Error(`no option ${label}`);
  }
  return option;
}

export async function choose(container: HTMLElement, testId: string, label: string) {
  await openSelect(container, testId);
  fireEvent.click(optionOf(label));
}

/** The message shown under a field of the order form, if any. */
export function fieldError(container: HTMLElement, field: string): string | null {
  return within(container).queryByTestId(`error-${field}`)?.textContent ?? null;
}
