import { ArrowRight } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';

/** A "read more" link: bold brand-coloured label with an arrow, underlined on hover. */
export function ArrowLink({
  link,
  className,
}: {
  link: { href: string; label: string };
  /** Spacing and size around the link. */
  className?: string;
}) {
  return (
    <Link
      href={link.href}
      className={`${className ? `${className} ` : ''}inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-brand-300`}
    >
      {link.label}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
