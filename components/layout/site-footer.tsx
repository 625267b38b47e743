import { BookDemoButton } from '@/components/marketing/book-demo-button';
import { Link } from '@/components/ui/link';
import { siteConfig } from '@/lib/site/config';
import { footerMenu } from '@/lib/site/navigation';
import { LogoMark } from './logo';

export function SiteFooter() {
  return (
    <footer className="mt-20 border-border border-t bg-muted">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="space-y-4">
          <p className="flex items-center gap-2 font-bold text-lg">
            <LogoMark className="size-8" />
            {siteConfig.name}
          </p>
          <p className="max-w-xs text-muted-foreground">{siteConfig.tagline}</p>
          <BookDemoButton placement="footer" size="sm" />
        </div>
        {footerMenu.map((group) => (
          <nav key={group.title} aria-labelledby={`footer-${group.title.toLowerCase()}`}>
            <h2
              id={`footer-${group.title.toLowerCase()}`}
              className="mb-3 font-semibold text-sm uppercase tracking-wider"
            >
              {group.title}
            </h2>
            <ul className="space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                  >
                    {link.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-border border-t">
        <p className="container-page py-6 text-muted-foreground text-sm">
          © {siteConfig.copyrightYear} {siteConfig.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
