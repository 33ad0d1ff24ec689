import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';
import { MoneyInput } from './MoneyInput';

describe('MoneyInput', () => {
  it('takes cents, left to right, with the decimal keypad, and at least one cent by default', () => {
    render(
      <Field label="Amount">
        <MoneyInput />
      </Field>,
    );
    const input = screen.getByLabelText('Amount');
    expect(input.getAttribute('type')).toBe('number');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(input.getAttribute('step')).toBe('0.01');
    expect(input.getAttribute('dir')).toBe('ltr');
    expect(input.getAttribute('min')).toBe('0.01');
  });

  it('keeps the limits a caller sets', () => {
    render(
      <Field label="Amount">
        <MoneyInput min={500} max={1200} />
      </Field>,
    );
    const input = screen.getByLabelText('Amount');
    expect([input.getAttribute('min'), input.getAttribute('max')]).toEqual(['500', '1200']);
  });
});
