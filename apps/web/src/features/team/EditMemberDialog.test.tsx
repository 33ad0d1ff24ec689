import type { TTeamMember } from '@creatorscope/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, useSessionStore } from '../../app/session-store';
import { createQueryClient } from '../../lib/query-client';
import { chooseOption } from '../../test/select';
import { EditMemberDialog } from './EditMemberDialog';

const ORG_ID = '5d0e7a8c-1f2b-4c3d-8e9f-0a1b2c3d4e5f';

const MEMBER: TTeamMember = {
  id: '9c8b7a6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  status: 'accepted',
  name: 'Rita Reads',
  email: 'rita@example.com',
  organization_id: ORG_ID,
  organization_name: 'Acme',
  permission: 'Write',
  role: 'Campaign manager',
  isActive: true,
  isYou: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const envelope = (data: unknown, status = 200, message = 'OK') =>
  new Response(JSON.stringify({ status, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** Answers /onboard/update-member with `answer` and keeps each body it was sent. */
function stubUpdate(answer: () => Response): unknown[] {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      if (String(input) !== '/api/onboard/update-member') return envelope(null, 404, 'Not found');
      bodies.push(JSON.parse(String(init?.body ?? '{}')));
      return answer();
    }),
  );
  return bodies;
}

function renderDialog(onClose: () => void) {
  useSessionStore.setState({
    token: 'token-1',
    user: { _id: 'user-1', name: 'Ada Admin', email: 'ada@example.com' } as never,
  });
  render(
    <QueryClientProvider client={createQueryClient({ notify: () => undefined })}>
      <EditMemberDialog orgId={ORG_ID} member={MEMBER} onClose={onClose} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  getSession().clearSession();
});

describe('EditMemberDialog', () => {
  it('lowers a member to Read with a new role, keeping who they are, and closes', async () => {
    const bodies = stubUpdate(() => envelope(null, 200, 'Team member updated'));
    const onClose = vi.fn();
    renderDialog(onClose);
    expect(screen.getByRole('dialog', { name: 'Edit Rita Reads' })).toBeTruthy();

    await chooseOption(screen.getByRole('combobox', { name: /^Permission/ }), 'Read');
    fireEvent.change(screen.getByLabelText(/^Role/), { target: { value: 'Analyst' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([
      {
        orgId: ORG_ID,
        id: MEMBER.id,
        name: 'Rita Reads',
        email: 'rita@example.com',
        organization_name: 'Acme',
        permission: 'Read',
        role: 'Analyst',
      },
    ]);
  });

  it('asks for a role under its field without calling the server', async () => {
    const bodies = stubUpdate(() => envelope(null));
    const onClose = vi.fn();
    renderDialog(onClose);
    fireEvent.change(screen.getByLabelText(/^Role/), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Role is required')).toBeTruthy();
    expect(bodies).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the field it names and stays open", async () => {
    const bodies = stubUpdate(() =>
      envelope({ errors: { role: 'Role cannot exceed 50 characters.' } }, 400, 'Validation failed'),
    );
    const onClose = vi.fn();
    renderDialog(onClose);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Role cannot exceed 50 characters.')).toBeTruthy();
    expect(bodies).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});
