import { cva, type VariantProps } from 'class-variance-authority';

/**
 * The button styles, apart from the component: links on marketing pages and the error screen use
 * them directly (`className={buttonVariants({ variant: 'gold' })}`), without Slot and tailwind-merge.
 */
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold tracking-wide transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        // Gold is the brand's one accent: reserved for the main action of a screen.
        gold: 'bg-gold-400 text-ink-950 shadow-sm shadow-black/20 hover:bg-gold-300 active:bg-gold-500',
        primary: 'bg-ink-900 text-white hover:bg-ink-800 active:bg-ink-950',
        outline: 'border border-ink-900/20 bg-white text-ink-900 hover:border-ink-900/40 hover:bg-paper-100',
        'outline-dark': 'border border-white/25 text-white hover:border-gold-300 hover:text-gold-200',
        ghost: 'text-ink-900 hover:bg-ink-900/5',
        'ghost-dark': 'text-mist-200 hover:bg-white/5 hover:text-white',
        destructive: 'bg-status-rejected text-white hover:bg-red-800',
        link: 'h-auto px-0 text-ink-900 underline decoration-gold-500 decoration-2 underline-offset-4 hover:decoration-ink-900',
      },
      size: {
        sm: 'h-9 px-3 text-sm',
        md: 'h-11 px-5 text-sm',
        lg: 'h-12 px-7 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
