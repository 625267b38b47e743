import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { ChevronDown } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import type { NavLink } from '@/lib/site/navigation';
import { MenuDismiss } from './menu-dismiss';

export type DesktopNavProps = {
  aiSolutions: NavLink[];
  services: NavLink[];
  industries: NavLink[];
  allIndustries: NavLink;
  company: NavLink[];
};

const navId = 'main-nav';

const triggerClass =
  'inline-flex h-10 items-center gap-1 rounded-md px-3 font-medium text-sm hover:bg-muted';

function Menu({
  name,
  label,
  children,
  className,
}: {
  name: string;
  label: string;
  children: ReactNode;
  className: string;
}) {
  const panelId = `${navId}-${name}`;
  return (
    <li data-menu className="group">
      <button
        type="button"
        popoverTarget={panelId}
        className={clsx(triggerClass, 'group-has-[:popover-open]:bg-muted')}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-has-[:popover-open]:rotate-180"
        />
      </button>
      <div
        id={panelId}
        popover="auto"
        className="nav-menu rounded-xl border border-border bg-card p-4 text-foreground shadow-xl"
      >
        {/* The layout goes on a box inside: a display on the popover itself would show it shut. */}
        <div className={className}>{children}</div>
      </div>
    </li>
  );
}

function MenuLink({ link, className }: { link: NavLink; className?: string }) {
  return (
    <Link href={link.href} className={clsx('block rounded-lg px-3 py-2 hover:bg-muted', className)}>
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
 * hides a panel of links. The panels are native popovers opened by their buttons
 * (`popovertarget`), so they work before the page has hydrated and without JavaScript: the
 * browser opens and closes them on click, Enter or Space, closes them on Escape (focus returns to
 * the button) and on a click outside, keeps one open at a time, puts the open panel's links next
 * in the Tab order and tells assistive technology whether the button is expanded. MenuDismiss
 * adds what needs a script: a chosen link and focus leaving the menu close it.
 */
export function DesktopNav({
  aiSolutions,
  services,
  industries,
  allIndustries,
  company,
}: DesktopNavProps) {
  return (
    <nav id={navId} aria-label="Main" className="hidden lg:block">
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
      <MenuDismiss navId={navId} />
    </nav>
  );
}
