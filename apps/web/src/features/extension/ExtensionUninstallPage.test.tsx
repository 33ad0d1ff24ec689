import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, renderInApp, stubRoute } from '../../test/api';
import { ExtensionUninstallPage } from './ExtensionUninstallPage';

const REPORT_ID = '7d3c1c52-6a4b-4f0e-8a7e-3f5a7c0d9e21';

/** Answers every uninstall report as the API does. */
const stubUninstall = () =>
  stubRoute('/insights/extension-uninstall', () =>
    envelope({ received: true, reportId: REPORT_ID }, 201, 'Thank you for telling us'),
  );

const renderPage = () => renderInApp(<ExtensionUninstallPage />);

describe('extension uninstall page', () => {
  it('reports the uninstall as it opens, with no feedback asked for', async () => {
    const sent = stubUninstall();
    renderPage();
    await waitFor(() => expect(sent()).toEqual([{ isExtensionInstalled: false }]));
  });

  it('sends feedback only when it says something, completing the report made on opening', async () => {
    const sent = stubUninstall();
    renderPage();
    await waitFor(() => expect(sent()).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a reason or write a comment.');
    expect(sent()).toHaveLength(1);

    fireEvent.click(screen.getByLabelText('Privacy concerns'));
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await screen.findByText('Thank you for your feedback');
    expect(sent()[1]).toEqual({
      reasons: ['privacy'],
      comment: '',
      isExtensionInstalled: false,
      reportId: REPORT_ID,
    });
  });
});
