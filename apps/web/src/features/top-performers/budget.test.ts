import { describe, expect, it } from 'vitest';
import { parseBudget } from './budget';

describe('parseBudget', () => {
  it('reads whole rupees with spaces and thousands separators', () => {
    expect(parseBudget('25000')).toEqual({ value: 25_000 });
    expect(parseBudget(' 1,50,000 ')).toEqual({ value: 150_000 });
    expect(parseBudget('50 000')).toEqual({ value: 50_000 });
  });

  it('reads Arabic-Indic and Persian digits', () => {
    expect(parseBudget('٥٠٬٠٠٠')).toEqual({ value: 50_000 });
    expect(parseBudget('۲۵۰۰۰')).toEqual({ value: 25_000 });
  });

  it('names what is wrong', () => {
    expect(parseBudget('  ')).toEqual({ problem: 'budgetRequired' });
    expect(parseBudget('1500.50')).toEqual({ problem: 'budgetWhole' });
    expect(parseBudget('-600')).toEqual({ problem: 'budgetWhole' });
    expect(parseBudget('abc')).toEqual({ problem: 'budgetWhole' });
    expect(parseBudget('100')).toEqual({ problem: 'budgetMin' });
    expect(parseBudget('100000001')).toEqual({ problem: 'budgetMax' });
  });

  it('accepts the limits themselves', () => {
    expect(parseBudget('500')).toEqual({ value: 500 });
    expect(parseBudget('100000000')).toEqual({ value: 100_000_000 });
  });
});
