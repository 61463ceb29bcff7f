import { BadgeCheck, BadgeX } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { outcomeLabel } from '@/lib/submission-format';

/** Pass in green, Fail in red, with an icon so the colour is never the only sign. */
export function OutcomeBadge({ outcome }: { outcome: 'pass' | 'fail' }) {
  const Icon = outcome === 'pass' ? BadgeCheck : BadgeX;
  return (
    <Badge variant={outcome === 'pass' ? 'completed' : 'rejected'}>
      <Icon className="size-3.5" aria-hidden="true" />
      {outcomeLabel(outcome)}
    </Badge>
  );
}
