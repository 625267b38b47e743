import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';

/**
 * The 404 message and its way home. The data-not-found marker tells RouteEffects to leave the
 * attempted path in the browser console (a client component of its own here would ship a second
 * copy of the site chrome's script with every page).
 */
export function NotFoundNotice() {
  return (
    <section
      data-not-found=""
      className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center"
    >
      <p className="font-extrabold text-7xl text-brand-700 dark:text-brand-300">404</p>
      <h1 className="mt-4 font-bold text-3xl">Oops! Page not found</h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        The page you were looking for does not exist or has moved.
      </p>
      <Link href="/" className={`${buttonVariants()} mt-8`}>
        Return to Home
      </Link>
    </section>
  );
}
