import type { ReactNode } from 'react';
import type { Crumb } from '@/lib/seo/json-ld';
import { Breadcrumbs } from './breadcrumbs';

type PageHeaderProps = {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: string;
  crumbs?: Crumb[];
  children?: ReactNode;
};

export function PageHeader({ title, lead, eyebrow, crumbs, children }: PageHeaderProps) {
  return (
    <header className="border-border border-b bg-gradient-to-b from-brand-50 to-background dark:from-brand-900/30">
      <div className="container-page py-10 sm:py-14">
        {crumbs ? <Breadcrumbs crumbs={crumbs} /> : null}
        {eyebrow ? (
          <p className="mt-6 font-semibold text-brand-700 text-sm uppercase tracking-wider dark:text-brand-300">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="mt-3 max-w-4xl text-balance font-extrabold text-3xl tracking-tight sm:text-5xl">
          {title}
        </h1>
        {lead ? (
          <p className="mt-5 max-w-3xl text-lg text-muted-foreground sm:text-xl">{lead}</p>
        ) : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </header>
  );
}
