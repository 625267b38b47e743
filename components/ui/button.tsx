import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';

export const buttonVariants = cva(
  'inline-flex max-w-full items-center justify-center gap-2 text-balance rounded-lg text-center font-semibold leading-tight transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary:
          'bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950 dark:hover:bg-brand-200',
        secondary: 'border border-border bg-card text-foreground hover:bg-muted',
        ghost: 'text-foreground hover:bg-muted',
        accent: 'bg-accent-500 text-slate-950 hover:bg-accent-600',
      },
      size: {
        // Heights are minimums: a label too long for a narrow phone wraps onto a second line.
        sm: 'min-h-9 px-3 py-1.5 text-sm',
        md: 'min-h-11 px-5 py-2 text-base',
        lg: 'min-h-12 px-6 py-2.5 text-lg',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  // cva appends className as given; client code stays free of tailwind-merge (28 KB), so callers
  // pass only classes that do not contradict the variant's.
  return <Component className={buttonVariants({ variant, size, className })} {...props} />;
}
