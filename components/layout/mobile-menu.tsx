'use client';

import { type ReactNode, useId, useRef } from 'react';
import { Link } from '@/components/ui/link';
import type { NavGroup } from '@/lib/site/navigation';

const iconButton = 'inline-flex size-10 items-center justify-center rounded-lg hover:bg-muted';

/**
 * Slide-in side menu below the desktop breakpoint: a native popover (a `<dialog>` in the top
 * layer, over a backdrop), opened and closed by its buttons' `popovertarget`, so it works before
 * the page's scripts have run and without them. Escape and a tap outside it (the backdrop) close
 * it, and focus that was in it returns to the menu button; choosing a link closes it, and so does
 * focus moving out of it once the page has hydrated. It is not a modal dialog on purpose: a modal
 * makes the rest of the page inert, and Chromium restyles every element of the page for that,
 * which made the tap that opens the menu cost 110-210 ms on a throttled phone against 40-75 ms
 * for the popover (docs/benchmarks.md, "First acts"). The icons of the two buttons come rendered
 * from the server, so no icon code is in the script every page loads.
 */
export function MobileMenu({
  groups,
  bookingUrl,
  icons,
}: {
  groups: NavGroup[];
  bookingUrl: string;
  icons: { open: ReactNode; close: ReactNode };
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const dialogId = useId();
  const titleId = useId();
  const close = () => dialog.current?.hidePopover();
  return (
    <>
      <button
        type="button"
        className={`${iconButton} lg:hidden`}
        aria-label="Open menu"
        aria-haspopup="dialog"
        popoverTarget={dialogId}
        popoverTargetAction="show"
      >
        {icons.open}
      </button>
      <dialog
        ref={dialog}
        id={dialogId}
        popover="auto"
        aria-labelledby={titleId}
        onBlur={(event) => {
          // Focus moved out (Tab past the last link): the menu would cover where it went.
          if (
            event.relatedTarget instanceof Node &&
            !event.currentTarget.contains(event.relatedTarget)
          ) {
            close();
          }
        }}
        className="mobile-menu fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[85vw] max-w-sm flex-col bg-background p-0 text-foreground shadow-2xl backdrop:bg-slate-950/50 open:flex"
      >
        <div className="flex items-center justify-between border-border border-b px-4 py-3">
          <h2 id={titleId} className="font-semibold text-lg">
            Menu
          </h2>
          <button
            type="button"
            className={iconButton}
            aria-label="Close menu"
            popoverTarget={dialogId}
            popoverTargetAction="hide"
          >
            {icons.close}
          </button>
        </div>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-4 py-4">
          {groups.map((group) => (
            <section key={group.title} className="mb-5">
              <h3 className="mb-1 font-semibold text-muted-foreground text-xs uppercase tracking-wider">
                {group.title}
              </h3>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      onClick={close}
                      className="block rounded-md px-2 py-2 font-medium hover:bg-muted"
                    >
                      {link.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <div className="border-border border-t p-4">
          <a
            href={bookingUrl}
            target="_blank"
            rel="noopener"
            data-cta="booking"
            data-variant="general"
            data-label="mobile_menu"
            onClick={close}
            className="flex h-11 items-center justify-center rounded-lg bg-brand-700 font-semibold text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950"
          >
            Book a Demo<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </dialog>
    </>
  );
}
