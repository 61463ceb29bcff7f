import type { ComponentProps } from 'react';
import { ATHLETES } from '@shared/constants';
import { NativeSelect } from '@/components/ui/native-select';

/** The three athletes, with the product's 'Select athlete' placeholder. */
export function AthleteSelect(props: ComponentProps<typeof NativeSelect>) {
  return (
    <NativeSelect {...props}>
      <option value="">Select athlete</option>
      {ATHLETES.map((a) => (
        <option key={a.slug} value={a.slug}>
          {a.name}
        </option>
      ))}
    </NativeSelect>
  );
}
