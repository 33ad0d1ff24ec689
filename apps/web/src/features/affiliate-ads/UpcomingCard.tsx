import type { LucideIcon } from 'lucide-react';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';

/** A part of the ad's page whose data comes with a later step (funding, publishers): what will show there. */
export function UpcomingCard({ title, icon, text }: { title: string; icon: LucideIcon; text: string }) {
  return (
    <Card title={title}>
      <EmptyState icon={icon} title={text} className="py-4" />
    </Card>
  );
}
