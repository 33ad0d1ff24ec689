import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/api';
import { UsageExample } from './UsageExample';

describe('UsageExample', () => {
  it('shows how to record a sale and how to refund it, each ready to copy', () => {
    renderInApp(<UsageExample />, { path: null });
    const sale = screen.getByRole('region', { name: 'Example request' }).textContent ?? '';
    expect(sale).toContain('/api/script/addConversionFromLeads');
    const refund = screen.getByRole('region', { name: 'Example refund request' }).textContent ?? '';
    expect(refund).toContain('/api/script/refundConversion');
    expect(refund).toContain('{"adId":"k3v9x2m7q8p1","orderId":"ORDER-1001"}');
    expect(screen.getByRole('button', { name: 'Copy the refund example' })).toBeTruthy();
  });
});
