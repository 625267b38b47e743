'use client';

import { type ReactNode, useId, useRef } from 'react';
import { Link } from '@/components/ui/link';
import type { NavGroup } from '@/lib/site/navigation';

const iconButton = 'inline-flex size-10 items-center justify-center rounded-lg hover:bg-muted';

// Invoker commands (https://html.spec.whatwg.org/multipage/form-elements.html#attr-button-command)
// are not in React's types yet; React renders them as plain attributes.
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close';
    commandfor?: string;
  }
}

/**
 * Slide-in side menu below the desktop breakpoint, on the native modal <dialog>: focus moves in,
 * the page behind is inert, Escape closes it and focus returns to the menu button. Choosing a
 * link or the backdrop closes it. The open and close buttons are invoker commands, so browsers
 * that have them open and close the menu before the page's scripts have run, or without them;
 * the click handlers do the same for the others once the page has hydrated. The icons of the two
 * buttons come rendered from the server, so no icon code is in the script every page loads.
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
  const close = () => dialog.current?.close();
  return (
    <>
      <button
        type="button"
        className={`${iconButton} lg:hidden`}
        aria-label="Open menu"
        aria-haspopup="dialog"
        command="show-modal"
        commandfor={dialogId}
        onClick={() => {
          if (!dialog.current?.open) dialog.current?.showModal();
        }}
      >
        {icons.open}
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes the menu; the keyboard closes it with Escape, which the native dialog handles */}
      <dialog
        ref={dialog}
        id={dialogId}
        aria-labelledby={titleId}
        onClick={(event) => {
          if (event.target === dialog.current) close();
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
            command="close"
            commandfor={dialogId}
            onClick={close}
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
