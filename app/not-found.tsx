import type { Metadata } from 'next';
import { SiteChrome } from '@/components/layout/site-chrome';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { NotFoundLogger } from './not-found-logger';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <SiteChrome>
      <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
        <p className="font-extrabold text-7xl text-brand-700 dark:text-brand-300">404</p>
        <h1 className="mt-4 font-bold text-3xl">Oops! Page not found</h1>
        <p className="mt-3 max-w-md text-muted-foreground">
          The page you were looking for does not exist or has moved.
        </p>
        <Link href="/" className={`${buttonVariants()} mt-8`}>
          Return to Home
        </Link>
        <NotFoundLogger />
      </section>
    </SiteChrome>
  );
}
