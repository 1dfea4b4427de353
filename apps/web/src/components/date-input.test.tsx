import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateInput } from './date-input.tsx';

function Field({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput value={value} onChange={setValue} ariaLabel="Ngày" testId="date" />
      <output data-testid="value">{value}</output>
    </>
  );
}

function typeAndLeave(text: string) {
  const input = screen.getByTestId('date');
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

describe('DateInput (B§9 DD/MM/YYYY)', () => {
  it('should show the date and take a typed one when the field is left', () => {
    render(<Field initial="02/02/2026" />);
    expect((screen.getByTestId('date') as HTMLInputElement).value).toBe('02/02/2026');
    typeAndLeave('20/01/2026');
    expect(screen.getByTestId('value').textContent).toBe('20/01/2026');
  });

  it('should pass on a text it cannot read, so the form can say INVALID_DATE_FORMAT', () => {
    render(<Field initial="02/02/2026" />);
    typeAndLeave('31/02/2026');
    expect(screen.getByTestId('value').textContent).toBe('31/02/2026');
    typeAndLeave('');
    expect(screen.getByTestId('value').textContent).toBe('');
  });
});
