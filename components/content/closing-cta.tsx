import type { ReactNode } from 'react';
import { BookDemoButton } from '@/components/marketing/book-demo-button';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';

type ArticleClosingCtaProps = {
  title: string;
  text: ReactNode;
  placement: string;
  /** 'contact' links Book a Demo to /contact; 'booking' opens the external booking page. */
  demo: 'contact' | 'booking';
};

/** The call to action that closes glossary terms, posts and guides. */
export function ArticleClosingCta({ title, text, placement, demo }: ArticleClosingCtaProps) {
  return (
    <section
      aria-labelledby={`${placement}-cta`}
      className="mt-16 rounded-2xl bg-brand-900 p-8 text-white sm:p-10 dark:bg-brand-900/60"
    >
      <h2 id={`${placement}-cta`} className="font-bold text-2xl sm:text-3xl">
        {title}
      </h2>
      <p className="mt-3 max-w-2xl text-brand-50">{text}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link
          href="/case-studies"
          className={buttonVariants({ variant: 'secondary', className: 'text-foreground' })}
        >
          View Case Studies
        </Link>
        {demo === 'booking' ? (
          <BookDemoButton placement={placement} look="accent" />
        ) : (
          <Link href="/contact" className={buttonVariants({ variant: 'accent' })}>
            Book a Demo
          </Link>
        )}
      </div>
    </section>
  );
}
