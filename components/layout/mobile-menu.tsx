'use client';

import { Menu, X } from 'lucide-react';
import Link from 'next/link';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { NavGroup } from '@/lib/site/navigation';

/** Slide-in side menu below the desktop breakpoint; choosing a link closes it. */
export function MobileMenu({ groups, bookingUrl }: { groups: NavGroup[]; bookingUrl: string }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
          <Menu aria-hidden="true" />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-[fade-in_150ms]" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-sm flex-col bg-background text-foreground shadow-2xl data-[state=open]:animate-[slide-in_200ms_ease-out] motion-reduce:animate-none">
          <div className="flex items-center justify-between border-border border-b px-4 py-3">
            <Dialog.Title className="font-semibold text-lg">Menu</Dialog.Title>
            <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-4 py-4">
            {groups.map((group) => (
              <section key={group.title} className="mb-5">
                <h2 className="mb-1 font-semibold text-muted-foreground text-xs uppercase tracking-wider">
                  {group.title}
                </h2>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
