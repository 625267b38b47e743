import type { Metadata } from 'next';
import { AdminPanel } from '@/components/admin/panel';
import { SpendHistory } from '@/components/admin/spend';
import { SpendUpload } from '@/components/admin/spend-upload';
import { Link } from '@/components/ui/link';
import { requireAdminIn } from '@/lib/auth/admin-gate';
import { getDb } from '@/lib/db/client';
import { listSpendImports } from '@/lib/db/queries/spend';
import { env } from '@/lib/env';
import { spendErrorSentence } from '@/lib/spend/errors';
import { one, type SearchParams } from '../../search-params';

export const metadata: Metadata = { title: 'Import ad spend' };

/**
 * Admins import the ad platforms' cost reports: a file is read and previewed before it is saved
 * (/admin/campaigns/spend/:id). `?error=<code>&line=<n>`: a plain form post's refusal.
 */
export default async function SpendPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireAdminIn('campaigns');
  if (!user) return null;
  const params = await searchParams;
  const error = spendErrorSentence(one(params.error) ?? '', one(params.line));
  const imports = await listSpendImports(await getDb(), 50);
  return (
    <div className="space-y-8">
      <div>
        <h2 className="font-extrabold text-2xl tracking-tight sm:text-3xl">Import ad spend</h2>
        <p className="mt-1 max-w-prose text-muted-foreground">
          Upload the cost report you already download, by day: a Google Ads campaign report (Day,
          Campaign, Cost, Currency code), a Meta Ads Manager export broken down by day (Reporting
          starts, Reporting ends, Campaign name, Amount spent), a Microsoft Advertising campaign
          report (Date, Campaign, Spend), or a plain CSV with the columns{' '}
          <code>date,source,medium,campaign,cost,currency</code>. Costs are counted in{' '}
          {env().SITE_CURRENCY}. You see what the file holds before anything is saved.{' '}
          <Link href="/admin/campaigns" className="font-semibold underline underline-offset-2">
            Back to the campaign view
          </Link>
        </p>
      </div>
      <AdminPanel id="spend-upload" title="Upload a report" className="mt-0">
        <SpendUpload error={error} />
      </AdminPanel>
      <AdminPanel id="spend-history" title="Imported files" className="mt-0">
        <SpendHistory imports={imports} />
      </AdminPanel>
    </div>
  );
}
