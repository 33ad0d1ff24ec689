import type { TTeamMember } from '@creatorscope/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, renderInApp, signIn, stubApi } from '../../test/api';
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

/** Answers /onboard/update-member with `answer`; the bodies it was sent come from `updates()`. */
function stubUpdate(answer: () => Response) {
  const api = stubApi({ '/onboard/update-member': answer });
  return () => api.bodiesTo('/onboard/update-member');
}

function renderDialog(onClose: () => void) {
  signIn({ _id: 'user-1', name: 'Ada Admin', email: 'ada@example.com' });
  renderInApp(<EditMemberDialog orgId={ORG_ID} member={MEMBER} onClose={onClose} />, { path: null });
}

describe('EditMemberDialog', () => {
  it('lowers a member to Read with a new role, keeping who they are, and closes', async () => {
    const updates = stubUpdate(() => envelope(null, 200, 'Team member updated'));
    const onClose = vi.fn();
    renderDialog(onClose);
    expect(screen.getByRole('dialog', { name: 'Edit Rita Reads' })).toBeTruthy();

    await chooseOption(screen.getByRole('combobox', { name: /^Permission/ }), 'Read');
    fireEvent.change(screen.getByLabelText(/^Role/), { target: { value: 'Analyst' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(updates()).toEqual([
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
    const updates = stubUpdate(() => envelope(null));
    const onClose = vi.fn();
    renderDialog(onClose);
    fireEvent.change(screen.getByLabelText(/^Role/), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Role is required')).toBeTruthy();
    expect(updates()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the field it names and stays open", async () => {
    const updates = stubUpdate(() =>
      envelope({ errors: { role: 'Role cannot exceed 50 characters.' } }, 400, 'Validation failed'),
    );
    const onClose = vi.fn();
    renderDialog(onClose);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Role cannot exceed 50 characters.')).toBeTruthy();
    expect(updates()).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});
