import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DrawnText } from './DrawnText';

describe('DrawnText', () => {
  it('shows its text through CSS only, so the control around it keeps its own name', () => {
    render(
      <button type="button" aria-label="Account menu for Asha Rao">
        <DrawnText text="AR" className="rounded-full" />
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Account menu for Asha Rao' });
    const badge = button.firstElementChild;

    expect(button.textContent).toBe('');
    expect(badge?.getAttribute('aria-hidden')).toBe('true');
    expect(badge?.getAttribute('data-text')).toBe('AR');
    expect(badge?.className).toBe('after:content-[attr(data-text)] rounded-full');
  });
});
