'use client';

import { useEffect } from 'react';

function openPanel(menu: Element | null | undefined): HTMLElement | null {
  return menu?.querySelector<HTMLElement>('[popover]:popover-open') ?? null;
}

/**
 * The two closing rules of the desktop menus that the popovers (desktop-nav.tsx) do not have on
 * their own: choosing a link closes its menu (a client-side navigation keeps the header, and an
 * open popover with it), and so does focus moving out of the menu, so an open panel never covers
 * what focus moved to. Renders nothing.
 */
export function MenuDismiss({ navId }: { navId: string }) {
  useEffect(() => {
    const nav = document.getElementById(navId);
    if (!nav) return;
    const menuOf = (node: EventTarget | null) =>
      node instanceof Element ? node.closest('[data-menu]') : null;
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a')) {
        openPanel(menuOf(event.target))?.hidePopover();
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      const menu = menuOf(event.target);
      // No new focus (a click on the page, another window): the popover's light dismiss decides.
      if (!menu || !(event.relatedTarget instanceof Node) || menu.contains(event.relatedTarget)) {
        return;
      }
      openPanel(menu)?.hidePopover();
    };
    nav.addEventListener('click', onClick);
    nav.addEventListener('focusout', onFocusOut);
    return () => {
      nav.removeEventListener('click', onClick);
      nav.removeEventListener('focusout', onFocusOut);
    };
  }, [navId]);
  return null;
}
