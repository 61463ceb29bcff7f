import type { ComponentProps } from 'react';
import { CARRIERS } from '@shared/carriers';
import { NativeSelect } from '@/components/ui/native-select';

/** The parcel carriers (shared/carriers.ts), after an empty first choice worded by `emptyLabel`. */
export function CarrierSelect({ emptyLabel = 'Choose…', ...props }: ComponentProps<typeof NativeSelect> & { emptyLabel?: string }) {
  return (
    <NativeSelect {...props}>
      <option value="">{emptyLabel}</option>
      {CARRIERS.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </NativeSelect>
  );
}
