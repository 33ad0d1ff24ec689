import { OWNER_ROLE, type TTeamMember } from '@creatorscope/contracts';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/api';
import { TeamTable } from './TeamTable';

const member = (name: string, role: string): TTeamMember => ({
  id: `id-${name}`,
  status: 'accepted',
  name,
  email: `${name.toLowerCase()}@example.com`,
  organization_id: 'org-1',
  organization_name: 'Acme',
  permission: 'Admin',
  role,
  isActive: true,
  isYou: false,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('TeamTable', () => {
  it('names the creator’s default role in the reader’s language, and a role the team wrote as written', async () => {
    i18next.addResourceBundle('de', 'translation', { team: { ownerRole: 'Inhaber' } }, true, true);
    await i18next.changeLanguage('de');
    try {
      renderInApp(
        <TeamTable
          members={[member('Asha', OWNER_ROLE), member('Ravi', 'Designer')]}
          isLoading={false}
          orgId="org-1"
          canManage={false}
          onEdit={() => undefined}
          onRemove={() => undefined}
        />,
      );
      expect(await screen.findByText('Inhaber')).toBeTruthy();
      expect(screen.getByText('Designer')).toBeTruthy();
      expect(screen.queryByText(OWNER_ROLE)).toBeNull();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
