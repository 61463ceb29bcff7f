import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** The authenticator's 6 digits: the phone's number pad and its one-time-code autofill. */
export function OneTimeCodeInput({ className, ...props }: ComponentProps<'input'>) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      placeholder="123456"
      className={cn('font-mono text-lg tracking-[0.4em]', className)}
      {...props}
    />
  );
}
