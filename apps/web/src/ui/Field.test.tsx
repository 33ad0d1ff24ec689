import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';
import { Input } from './Input';

describe('Field', () => {
  it('labels its control and points it at the error text under it', () => {
    render(
      <Field label="Email" error="email is required" hint="We send a one-time code">
        <Input type="email" />
      </Field>,
    );

    const input = screen.getByLabelText('Email');
    expect(input).toHaveProperty('tagName', 'INPUT');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['We send a one-time code', 'email is required']);
  });

  it('marks nothing invalid when there is no error', () => {
    render(
      <Field label="Name">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText('Name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it("shows a contract's message in the reader's language", async () => {
    i18next.addResourceBundle('de', 'messages', { 'email is required': 'E-Mail ist erforderlich' });
    await i18next.changeLanguage('de');
    try {
      render(
        <Field label="E-Mail" error="email is required">
          <Input type="email" />
        </Field>,
      );
      expect(await screen.findByText('E-Mail ist erforderlich')).toBeDefined();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
