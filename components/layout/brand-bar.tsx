import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';

/** The narrow header of the pages outside the site's navigation: the admin and shared views. */
export function BrandBar() {
  return (
    <header className="border-border border-b">
      <div className="container-page flex h-16 items-center justify-between">
        <Logo />
        <ThemeToggle />
      </div>
    </header>
  );
}
