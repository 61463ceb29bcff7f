import { BadgeAlert, BadgeCheck, BadgeX } from 'lucide-react';
import type { SubmissionResult } from '@shared/schemas/submission';
import { Badge } from '@/components/ui/badge';

const LOOK = {
  pass: { variant: 'completed', Icon: BadgeCheck },
  fail: { variant: 'rejected', Icon: BadgeX },
  // Some passed, some failed: neither green nor red, so it never reads as a plain pass.
  mixed: { variant: 'gold', Icon: BadgeAlert },
} as const;

/** A submission's result in its own words ("Pass", "1 of 2 items passed"), with an icon so colour is never the only sign. */
export function ResultBadge({ result }: { result: SubmissionResult }) {
  const { variant, Icon } = LOOK[result.kind];
  return (
    <Badge variant={variant}>
      <Icon className="size-3.5" aria-hidden="true" />
      {result.label}
    </Badge>
  );
}
