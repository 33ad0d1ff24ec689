import type { TTeamMember } from '@creatorscope/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../ui/Badge';

type MemberStatus = 'active' | 'invited' | 'inactive';

/** Switched off wins over everything; otherwise a pending invitation, or an active member. */
export function memberStatus(member: Pick<TTeamMember, 'status' | 'isActive'>): MemberStatus {
  if (!member.isActive) return 'inactive';
  return member.status === 'invited' ? 'invited' : 'active';
}

const TONES: Record<MemberStatus, BadgeTone> = { active: 'success', invited: 'warning', inactive: 'neutral' };

export function MemberStatusBadge({ member }: { member: TTeamMember }) {
  const { t } = useTranslation();
  const status = memberStatus(member);
  return (
    <Badge tone={TONES[status]} hasDot>
      {t(`team.status.${status}`)}
    </Badge>
  );
}
