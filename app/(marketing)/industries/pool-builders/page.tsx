import { IndustryPage } from '@/components/marketing/industry-page';
import { pageMetadata } from '@/lib/seo/metadata';
import { industryPages } from '@/lib/site/industry-pages';

const page = industryPages['pool-builders'];

export const metadata = pageMetadata({ ...page.metadata, path: page.industry.href });

export default function PoolBuildersPage() {
  return <IndustryPage page={page} />;
}
