/** The server's limits of `budgetPerPost` (whole rupees), checked here to word them in every language. */
export const BUDGET_MIN = 500;
export const BUDGET_MAX = 100_000_000;

export type BudgetProblem = 'budgetRequired' | 'budgetWhole' | 'budgetMin' | 'budgetMax';

/**
 * The budget box as whole rupees, or what is wrong with it. Spaces and thousands separators go
 * (also Arabic and Persian digits and separators); a decimal point stays, so '1500.50' is refused.
 */
export function parseBudget(text: string): { value: number } | { problem: BudgetProblem } {
  const plain = text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/[\s,_\u066c]/g, '');
  if (plain === '') return { problem: 'budgetRequired' };
  const value = Number(plain);
  if (!/^\d+(\.\d+)?$/.test(plain) || !Number.isInteger(value)) return { problem: 'budgetWhole' };
  if (value < BUDGET_MIN) return { problem: 'budgetMin' };
  if (value > BUDGET_MAX) return { problem: 'budgetMax' };
  return { value };
}
