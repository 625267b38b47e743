'use client';

import { clsx } from 'clsx';
import {
  createContext,
  type PointerEvent,
  type ReactNode,
  use,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { ChevronDown } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import type { NavLink } from '@/lib/site/navigation';

export type DesktopNavProps = {
  aiSolutions: NavLink[];
  services: NavLink[];
  industries: NavLink[];
  allIndustries: NavLink;
  company: NavLink[];
};

type MenuName = 'solutions' | 'company';

type MenuState = {
  open: MenuName | null;
  setOpen: (update: MenuName | null | ((current: MenuName | null) => MenuName | null)) => void;
  baseId: string;
  closeTimer: { current: ReturnType<typeof setTimeout> | undefined };
  /** The menu the mouse opened by hovering: a click on its button then keeps it open. */
  hovered: { current: MenuName | null };
};

const MenuContext = createContext<MenuState | null>(null);

function useMenu(): MenuState {
  const state = use(MenuContext);
  if (!state) throw new Error('DesktopNav parts must be inside DesktopNav');
  return state;
}

const triggerClass =
  'inline-flex h-10 items-center gap-1 rounded-md px-3 font-medium text-sm hover:bg-muted aria-expanded:bg-muted';

function Menu({
  name,
  label,
  children,
  className,
}: {
  name: MenuName;
  label: string;
  children: ReactNode;
  className: string;
}) {
  const { open, setOpen, baseId, closeTimer, hovered } = useMenu();
  const isOpen = open === name;
  const panelId = `${baseId}-${name}-panel`;
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    if (open !== name) hovered.current = name;
    setOpen(name);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    closeTimer.current = setTimeout(() => setOpen(null), 150);
  };
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: hover intent for mouse users and closing when focus leaves; the button carries the keyboard and click behaviour
    <li
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setOpen((current) => (current === name ? null : current));
        }
      }}
    >
      <button
        id={`${baseId}-${name}-trigger`}
        type="button"
        className={triggerClass}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => {
          const keepHoverOpen = isOpen && hovered.current === name;
          hovered.current = null;
          setOpen(isOpen && !keepHoverOpen ? null : name);
        }}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={clsx('size-4 transition-transform', isOpen && 'rotate-180')}
        />
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className={clsx(
          'absolute top-full left-0 z-50 mt-2 rounded-xl border border-border bg-card p-4 text-foreground shadow-xl',
          className,
        )}
      >
        {children}
      </div>
    </li>
  );
}

function MenuLink({ link, className }: { link: NavLink; className?: string }) {
  const { setOpen } = useMenu();
  return (
    <Link
      href={link.href}
      onClick={() => setOpen(null)}
      className={clsx('block rounded-lg px-3 py-2 hover:bg-muted', className)}
    >
      <span className="block font-medium text-sm">{link.title}</span>
      {link.description ? (
        <span className="mt-0.5 block text-muted-foreground text-xs leading-snug">
          {link.description}
        </span>
      ) : null}
    </Link>
  );
}

function Column({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <p className="px-3 pb-1 font-semibold text-muted-foreground text-xs uppercase tracking-wider">
        {title}
      </p>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <MenuLink link={link} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Disclosure navigation (the WAI-ARIA pattern for site menus): each top-level button shows or
 * hides a panel of links. Opens on click, Enter or Space and on mouse hover; closes on Escape,
 * on a click outside, when focus leaves the menu and when a link is chosen.
 */
export function DesktopNav({
  aiSolutions,
  services,
  industries,
  allIndustries,
  company,
}: DesktopNavProps) {
  const [open, setOpen] = useState<MenuName | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hovered = useRef<MenuName | null>(null);
  const baseId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(null);
      document.getElementById(`${baseId}-${open}-trigger`)?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, baseId]);

  return (
    <MenuContext value={{ open, setOpen, baseId, closeTimer, hovered }}>
      <nav ref={navRef} aria-label="Main" className="hidden lg:block">
        <ul className="flex items-center gap-1">
          <Menu name="solutions" label="Solutions" className="grid w-[46rem] grid-cols-3 gap-4">
            <Column title="AI Solutions" links={aiSolutions} />
            <Column title="Services" links={services} />
            <div>
              <Column title="Industries" links={industries} />
              <MenuLink link={allIndustries} className="text-brand-700 dark:text-brand-300" />
            </div>
          </Menu>
          <li>
            <Link href="/blog" className={triggerClass}>
              Blog
            </Link>
          </li>
          <Menu name="company" label="Company" className="w-56">
            <ul>
              {company.map((link) => (
                <li key={link.href}>
                  <MenuLink link={link} />
                </li>
              ))}
            </ul>
          </Menu>
        </ul>
      </nav>
    </MenuContext>
  );
}
