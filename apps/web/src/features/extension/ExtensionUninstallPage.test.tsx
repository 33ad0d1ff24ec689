import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { ExtensionUninstallPage } from './ExtensionUninstallPage';

const REPORT_ID = '7d3c1c52-6a4b-4f0e-8a7e-3f5a7c0d9e21';

function stubApi() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (_input, init) => {
      bodies.push(init?.body ? JSON.parse(String(init.body)) : undefined);
      const data = { received: true, reportId: REPORT_ID };
      return new Response(JSON.stringify({ status: 201, message: 'Thank you for telling us', data }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return bodies;
}

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient({ notify: () => undefined })}>
      <MemoryRouter>
        <ExtensionUninstallPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('extension uninstall page', () => {
  it('reports the uninstall as it opens, with no feedback asked for', async () => {
    const bodies = stubApi();
    renderPage();
    await waitFor(() => expect(bodies).toEqual([{ isExtensionInstalled: false }]));
  });

  it('sends feedback only when it says something, completing the report made on opening', async () => {
    const bodies = stubApi();
    renderPage();
    await waitFor(() => expect(bodies).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a reason or write a comment.');
    expect(bodies).toHaveLength(1);

    fireEvent.click(screen.getByLabelText('Privacy concerns'));
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await screen.findByText('Thank you for your feedback');
    expect(bodies[1]).toEqual({
      reasons: ['privacy'],
      comment: '',
      isExtensionInstalled: false,
      reportId: REPORT_ID,
    });
  });
});
