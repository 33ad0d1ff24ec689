import type { TMeData, TTdsMonth, TTdsMonths } from '@creatorscope/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, OPERATOR, renderInApp, signIn, stubApi } from '../../test/api';
import { TdsDepositsPage } from './TdsDepositsPage';

const DUE: TTdsMonth = {
  month: '2026-10',
  status: 'overdue',
  tdsAmount: 1250.5,
  payouts: 3,
  dueDate: '2026-11-07',
  deposit: null,
};
const DEPOSITED: TTdsMonth = {
  month: '2026-09',
  status: 'deposited',
  tdsAmount: 400,
  payouts: 1,
  dueDate: '2026-10-07',
  deposit: {
    bsrCode: '0510002',
    challanSerial: '00017',
    challanDate: '2026-10-05',
    recordedAt: '2026-10-05T09:00:00.000Z',
    recordedBy: 'ops@example.com',
  },
};

const me = { user: { ...OPERATOR, language: 'en' }, isOperator: true } as unknown as TMeData;

function serve(answerRecord: (body: Record<string, unknown>) => Response, initial = [DUE, DEPOSITED]) {
  let months: TTdsMonths = { months: initial };
  return stubApi({
    '/auth/me': () => envelope(me),
    '/operations/get-tds-deposits': () => envelope(months),
    '/operations/get-tds-deductees': () =>
      new Response('\uFEFFPayout id\r\n', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="x.csv"' },
      }),
    '/operations/record-tds-deposit': (sent) => {
      const body = sent as Record<string, unknown>;
      const answer = answerRecord(body);
      if (answer.ok) {
        const deposited = {
          ...DUE,
          status: 'deposited' as const,
          deposit: {
            ...DEPOSITED.deposit,
            challanSerial: String(body.challanSerial),
          } as TTdsMonth['deposit'],
        };
        months = { months: [deposited, DEPOSITED] };
      }
      return answer;
    },
  });
}

function renderPage() {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
  );
  signIn(OPERATOR);
  renderInApp(<TdsDepositsPage />);
}

describe('TdsDepositsPage', () => {
  it('shows each month with what is due and by when, and records a challan against an overdue one', async () => {
    const { calls } = serve(() => envelope({}));
    renderPage();
    const table = await screen.findByRole('table', { name: 'TDS by month' });
    const october = within(table).getByRole('row', { name: /October 2026/ });
    expect(within(october).getByText('Overdue')).toBeTruthy();
    expect(within(october).getByText('₹1,250.50')).toBeTruthy();
    expect(within(october).getByText('3 payouts')).toBeTruthy();
    expect(within(october).getByText('Due by 7 Nov 2026')).toBeTruthy();
    const september = within(table).getByRole('row', { name: /September 2026/ });
    expect(within(september).getByText('0510002 · 00017')).toBeTruthy();
    expect(within(september).queryByRole('button', { name: /Record the deposit/ })).toBeNull();

    // The deductees for Form 26Q: a CSV file the server answers.
    fireEvent.click(
      within(september).getByRole('button', {
        name: 'Download the deductees of September 2026 for Form 26Q (CSV)',
      }),
    );
    await waitFor(() =>
      expect(calls).toContainEqual({ path: '/operations/get-tds-deductees', body: { month: '2026-09' } }),
    );

    fireEvent.click(within(october).getByRole('button', { name: 'Record the deposit of October 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the deposit of October 2026' });
    // Junk is refused under its field, and nothing is sent.
    fireEvent.change(within(dialog).getByLabelText(/^BSR code/), { target: { value: '51' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record deposit' }));
    expect(await within(dialog).findByText('bsrCode is 7 digits')).toBeTruthy();
    expect(within(dialog).getByText('challanSerial is required')).toBeTruthy();
    expect(calls.map((call) => call.path)).not.toContain('/operations/record-tds-deposit');

    fireEvent.change(within(dialog).getByLabelText(/^BSR code/), { target: { value: '0510002' } });
    fireEvent.change(within(dialog).getByLabelText(/^Challan serial number/), { target: { value: '00042' } });
    fireEvent.change(within(dialog).getByLabelText(/^Date of deposit/), { target: { value: '2026-11-06' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record deposit' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/operations/record-tds-deposit')?.body).toEqual({
        month: '2026-10',
        bsrCode: '0510002',
        challanSerial: '00042',
        challanDate: '2026-11-06',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('0510002 · 00042')).toBeTruthy();
  });

  it("puts the server's refusal under its field", async () => {
    serve(() =>
      envelope(
        { errors: { challanDate: 'challanDate must be after the month began and not in the future' } },
        400,
        'challanDate must be after the month began and not in the future',
      ),
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'TDS by month' });
    fireEvent.click(within(table).getByRole('button', { name: 'Record the deposit of October 2026' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^BSR code/), { target: { value: '0510002' } });
    fireEvent.change(within(dialog).getByLabelText(/^Challan serial number/), { target: { value: '00042' } });
    fireEvent.change(within(dialog).getByLabelText(/^Date of deposit/), { target: { value: '2026-09-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record deposit' }));
    expect(
      await within(dialog).findByText('challanDate must be after the month began and not in the future'),
    ).toBeTruthy();
  });

  it('says so when no TDS has been withheld yet', async () => {
    serve(() => envelope({}), []);
    renderPage();
    expect(await screen.findByText('No TDS withheld yet')).toBeTruthy();
  });
});
