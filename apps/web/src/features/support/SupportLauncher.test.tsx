import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../app/session-store';
import { envelope, renderInApp, stubApi } from '../../test/api';
import { chooseOption } from '../../test/select';
import { SupportLauncher } from './SupportLauncher';

const saved = (overrides: Record<string, unknown> = {}) => ({
  _id: 'f0b5d9a2-4c1e-4d5e-9a52-5d0a4f1f6c11',
  reference: 'CS-001042',
  topic: 'bug',
  subject: 'Chart is empty',
  message: 'The reach chart shows nothing since this morning.',
  status: 'open',
  email: 'visitor@example.com',
  pagePath: '/insights/creators',
  orgId: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

function renderLauncher(path = '/insights/creators') {
  return renderInApp(<SupportLauncher />, { path });
}

async function openPanel() {
  // The button comes once the browser is idle after the first screen.
  fireEvent.click(await screen.findByRole('button', { name: 'Contact Support' }));
  return screen.findByRole('dialog', { name: 'Contact Support' });
}

const chooseTopic = (panel: HTMLElement, name: string) =>
  chooseOption(within(panel).getByRole('combobox', { name: /^Topic/ }), name);

/** A visitor's request that passes the form's own checks, sent. */
async function sendValidRequest(panel: HTMLElement) {
  fireEvent.change(within(panel).getByLabelText(/^Email/), { target: { value: 'a@example.com' } });
  await chooseTopic(panel, 'Something else');
  fireEvent.change(within(panel).getByLabelText(/^Subject/), { target: { value: 'Hello there' } });
  fireEvent.change(within(panel).getByLabelText(/^Message/), {
    target: { value: 'A long enough message.' },
  });
  fireEvent.click(within(panel).getByRole('button', { name: 'Send request' }));
}

beforeEach(() => {
  localStorage.clear();
});

describe('Contact Support', () => {
  it("reads 'Contact Support' when closed and 'Close Support' when open", async () => {
    stubApi({});
    renderLauncher();
    const button = await screen.findByRole('button', { name: 'Contact Support' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    const panel = await openPanel();
    expect(screen.getByRole('button', { name: 'Close Support' }).getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(panel.id);

    fireEvent.click(screen.getByRole('button', { name: 'Close Support' }));
    expect(screen.getByRole('button', { name: 'Contact Support' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    stubApi({});
    renderLauncher();
    const panel = await openPanel();
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Contact Support' }));
  });

  it('asks a visitor for an email and shows each field error under its field', async () => {
    const api = stubApi({});
    renderLauncher();
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Send request' }));

    expect(await within(panel).findByText('Email is required')).toBeTruthy();
    expect(within(panel).getByText('Topic is required')).toBeTruthy();
    expect(within(panel).getByText('Subject is required')).toBeTruthy();
    expect(within(panel).getByText('Message is required')).toBeTruthy();
    expect(api.bodiesTo('/support/create-request')).toEqual([]);
  });

  it("sends a visitor's request with the page path and language, then shows the reference", async () => {
    const api = stubApi({ '/support/create-request': () => envelope(saved(), 201, 'Support request sent') });
    renderLauncher('/insights/creators');
    const panel = await openPanel();

    fireEvent.change(within(panel).getByLabelText(/^Email/), { target: { value: ' Visitor@Example.com ' } });
    fireEvent.change(within(panel).getByLabelText(/^Your name/), { target: { value: 'Vik' } });
    await chooseTopic(panel, 'Something is broken');
    fireEvent.change(within(panel).getByLabelText(/^Subject/), { target: { value: 'Chart is empty' } });
    fireEvent.change(within(panel).getByLabelText(/^Message/), {
      target: { value: 'The reach chart shows nothing since this morning.' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send request' }));

    expect(await within(panel).findByText('CS-001042')).toBeTruthy();
    expect(document.activeElement).toBe(within(panel).getByText('Request sent'));
    expect(api.bodiesTo('/support/create-request')).toEqual([
      {
        topic: 'bug',
        subject: 'Chart is empty',
        message: 'The reach chart shows nothing since this morning.',
        name: 'Vik',
        email: 'visitor@example.com',
        pagePath: '/insights/creators',
        language: 'en',
      },
    ]);

    fireEvent.click(within(panel).getByRole('button', { name: 'Send another request' }));
    expect((within(panel).getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('');
  });

  it("shows the server's field message under the field it names", async () => {
    stubApi({
      '/support/create-request': () =>
        envelope({ errors: { email: 'Please enter a valid email address' } }, 400, 'Invalid request'),
    });
    renderLauncher();
    const panel = await openPanel();
    await sendValidRequest(panel);
    expect(await within(panel).findByText('Please enter a valid email address')).toBeTruthy();
  });

  it("says 'An unexpected error occurred' when the server gives no message, as everywhere else", async () => {
    stubApi({ '/support/create-request': () => new Response('', { status: 502 }) });
    const shown = vi.spyOn(toast, 'error');
    renderLauncher();
    const panel = await openPanel();
    await sendValidRequest(panel);
    await waitFor(() => expect(shown).toHaveBeenCalledWith('An unexpected error occurred'));
  });

  it("sends a signed-in user's request from the account, with the organisation, and lists earlier ones", async () => {
    getSession().signIn('jwt-1', {
      _id: '2b1f4c2e-8a6d-4c1e-9a52-5d0a4f1f6c11',
      name: 'Asha Rao',
      email: 'asha@studio.example',
      organization_id: null,
      organization_name: null,
    });
    getSession().setOrg({ _id: '7c0e4a8e-1d8b-4c2f-9d4b-0a9a1f7b2c33', name: 'Studio' } as never);
    const api = stubApi({
      '/support/create-request': () => envelope(saved({ email: 'asha@studio.example' }), 201),
      '/support/get-requests': () =>
        envelope([saved({ reference: 'CS-001001', subject: 'Old question', status: 'answered' })]),
    });
    renderLauncher();
    const panel = await openPanel();

    expect(within(panel).getByText('asha@studio.example')).toBeTruthy();
    expect(within(panel).queryByLabelText(/^Email/)).toBeNull();
    expect(await within(panel).findByText('Old question')).toBeTruthy();
    expect(within(panel).getByText('Answered')).toBeTruthy();

    await chooseTopic(panel, 'Billing and plans');
    fireEvent.change(within(panel).getByLabelText(/^Subject/), { target: { value: 'Invoice' } });
    fireEvent.change(within(panel).getByLabelText(/^Message/), { target: { value: 'Where is my invoice?' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(api.bodiesTo('/support/create-request')).toHaveLength(1));
    expect(api.bodiesTo('/support/create-request')[0]).toEqual({
      topic: 'billing',
      subject: 'Invoice',
      message: 'Where is my invoice?',
      orgId: '7c0e4a8e-1d8b-4c2f-9d4b-0a9a1f7b2c33',
      pagePath: '/insights/creators',
      language: 'en',
    });
    // The list is asked again, so the new request shows with the others.
    await waitFor(() => expect(api.bodiesTo('/support/get-requests')).toHaveLength(2));
  });
});
