import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { CalendarCheck } from '@/components/ui/icons';
import { type BookingVariant, bookingUrl } from '@/lib/site/booking';
import { cn } from '@/lib/utils';

type BookDemoButtonProps = {
  variant?: BookingVariant;
  /** Where on the page the button sits; the analytics tracker reports it as the click's label. */
  placement: string;
  children?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  look?: 'primary' | 'secondary' | 'accent';
  className?: string;
  icon?: boolean;
};

/**
 * External link to a booking page, opened in a new tab. The data attributes are the click hook:
 * the tracker listens for clicks on [data-cta] anywhere in the document and records a cta_click,
 * so the button stays a plain server-rendered link.
 */
export function BookDemoButton({
  variant = 'general',
  placement,
  children = 'Book a Demo',
  size = 'md',
  look = 'primary',
  className,
  icon = true,
}: BookDemoButtonProps) {
  return (
    <a
      href={bookingUrl(variant)}
      target="_blank"
      rel="noopener"
      data-cta="booking"
      data-variant={variant}
      data-label={placement}
      className={cn(buttonVariants({ variant: look, size }), className)}
    >
      {icon ? <CalendarCheck aria-hidden="true" /> : null}
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
