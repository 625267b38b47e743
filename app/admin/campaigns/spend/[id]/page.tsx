import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SpendPreview } from '@/components/admin/spend';
import { Link } from '@/components/ui/link';
import { chooseCampaignReader } from '@/lib/analytics/campaign-reader';
import { requireAdminIn } from '@/lib/auth/admin-gate';
import { getDb } from '@/lib/db/client';
import { getSpendImport, sumSavedSpend } from '@/lib/db/queries/spend';
import { previewCampaigns } from '@/lib/spend/preview';
import { spendImportParams } from '@/lib/spend/routes';

export const metadata: Metadata = { title: 'Ad spend file' };

/**
 * One imported file: what it read and, while it is a preview, Save and Discard. Its campaigns are
 * matched to the campaigns the visits were seen with (by source and name, ignoring case).
 */
export default async function SpendImportPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireAdminIn('campaigns');
  if (!user) return null;
  const parsed = spendImportParams.safeParse(await params);
  if (!parsed.success) notFound();
  const db = await getDb();
  const item = await getSpendImport(db, parsed.data.id);
  if (!item) notFound();
  const seen = item.rows
    ? await chooseCampaignReader(db)
        .then((reader) => reader.campaigns())
        .catch(() => null)
    : null;
  const campaigns = item.rows ? previewCampaigns(item.rows, item, seen ?? []) : null;
  const replaces = item.state === 'preview' ? await sumSavedSpend(db, item) : null;
  return (
    <div className="space-y-6">
      <div>
        <h2 className="wrap-anywhere font-extrabold text-2xl tracking-tight sm:text-3xl">
          {item.fileName}
        </h2>
        <p className="mt-1 text-muted-foreground">
          {item.state === 'preview' ? 'Read, not saved yet.' : null}{' '}
          <Link
            href="/admin/campaigns/spend"
            className="font-semibold underline underline-offset-2"
          >
            All imports
          </Link>
        </p>
      </div>
      <SpendPreview
        item={item}
        campaigns={campaigns}
        seenKnown={seen !== null}
        replacesCents={replaces}
      />
    </div>
  );
}
