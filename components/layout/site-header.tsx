import { ThemeToggle } from '@/components/layout/theme-toggle';
import { BookDemoButton } from '@/components/marketing/book-demo-button';
import { Menu, X } from '@/components/ui/icons';
import { bookingUrl } from '@/lib/site/booking';
import {
  aiSolutions,
  allIndustriesLink,
  company,
  industries,
  mobileMenu,
  services,
} from '@/lib/site/navigation';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-border border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      {/* Hidden until the parser has reached the mobile menu's dialog, after every visible part
          of the row: a page that reaches the parser in pieces (a slow network, a busy phone) is
          painted as far as it has come, and a half-parsed row showed the navigation at the right,
          then moved it to the middle when the buttons arrived (a layout shift). Without :has(),
          the row is shown as it comes. */}
      <div className="container-page flex h-16 items-center justify-between gap-4 [&:not(:has(.mobile-menu))]:invisible">
        <Logo />
        <DesktopNav
          aiSolutions={aiSolutions.links}
          services={services.links}
          industries={industries.links}
          allIndustries={allIndustriesLink}
          company={company.links}
        />
        <div className="flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <BookDemoButton placement="header" size="sm" className="hidden sm:inline-flex" />
          <MobileMenu
            groups={mobileMenu}
            bookingUrl={bookingUrl('general')}
            icons={{ open: <Menu className="size-5" />, close: <X className="size-5" /> }}
          />
        </div>
      </div>
    </header>
  );
}
