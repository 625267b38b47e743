import { IndustryPage } from '@/components/marketing/industry-page';
import { pageMetadata } from '@/lib/seo/metadata';
import { industryPages } from '@/lib/site/industry-pages';

const page = industryPages.plumbers;

export const metadata = pageMetadata({ ...page.metadata, path: page.industry.href });

export default function PlumbersPage() {
  return <IndustryPage page={page} />;
}
