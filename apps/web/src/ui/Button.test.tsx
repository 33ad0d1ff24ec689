import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is a non-submitting button by default', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('button');
  });

  it('ignores clicks and says it is busy while loading', () => {
    render(<Button isLoading>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('renders its child element with the button look when asChild is set', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/plans">Plans</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Plans' });
    expect(link.className).toContain('border-border');
  });
});
