import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { buttonVariants, type ButtonVariantProps } from './button-variants';

export { buttonVariants } from './button-variants';

export type ButtonProps = ComponentProps<'button'> & ButtonVariantProps & { asChild?: boolean };

/** shadcn-style button; `asChild` renders the styles on a child such as a router Link. */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      className={cn(buttonVariants({ variant, size }), className)}
      // A plain button must not submit a surrounding form by accident.
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  );
}
