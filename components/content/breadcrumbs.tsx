import { JsonLd } from '@/components/json-ld';
import { ChevronRight } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo/json-ld';

/** Visible trail plus BreadcrumbList JSON-LD; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-muted-foreground text-sm">
        <ol className="flex flex-wrap items-center gap-1">
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <li key={crumb.path} className="flex items-center gap-1">
                {last ? (
                  <span aria-current="page" className="font-medium text-foreground">
                    {crumb.name}
                  </span>
                ) : (
                  <>
                    <Link href={crumb.path} className="underline-offset-4 hover:underline">
                      {crumb.name}
                    </Link>
                    <ChevronRight aria-hidden="true" className="size-4" />
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={[breadcrumbJsonLd(crumbs)]} />
    </>
  );
}
