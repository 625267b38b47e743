import { Link } from '@/components/ui/link';
import { Table, tableStyles } from '@/components/ui/table';
import type { NamedCampaign } from '@/lib/db/campaign-model';
import type { SpendImportPreview, SpendImportSummary } from '@/lib/db/queries/spend';
import { formatCount, formatDaySpan, formatMoney } from '@/lib/format';
import type { PreviewCampaign } from '@/lib/spend/preview';
import { cn } from '@/lib/utils';
import { Breakable } from './figure-kit';
import { primaryClass, secondaryClass } from './form-kit';
import { AdminPanel } from './panel';
import { SpendUpload } from './spend-upload';
import { When } from './when';

const { cell: td, headCell: th, head, name: nameCell } = tableStyles.framed;

/** How each format is named in the history and the preview. */
const formatNames = {
  google: 'Google Ads',
  meta: 'Meta Ads Manager',
  microsoft: 'Microsoft Advertising',
  plain: 'Plain CSV',
} as const;

const stateNames = { preview: 'Not saved', saved: 'Saved', discarded: 'Discarded' } as const;

const linkClass =
  'font-semibold text-brand-800 underline underline-offset-2 hover:no-underline dark:text-brand-200';

/**
 * The upload on the campaign view, for admins: folded under "Import ad spend" (a native
 * disclosure, so it opens without scripts), with the way to the imported files.
 */
export function SpendImportPanel() {
  return (
    <details className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <summary className="cursor-pointer font-semibold">Import ad spend</summary>
      <div className="mt-4 space-y-4">
        <p className="text-muted-foreground text-sm">
          A Google Ads campaign report, a Meta Ads Manager export or a Microsoft Advertising report
          by day, or a plain CSV (date, source, medium, campaign, cost, currency). You see what it
          holds before anything is saved.{' '}
          <Link href="/admin/campaigns/spend" className={linkClass}>
            Imported files and formats
          </Link>
        </p>
        <SpendUpload error={null} />
      </div>
    </details>
  );
}

/** Every import, newest first: what it was, who sent it, whether it is in the figures. */
export function SpendHistory({ imports }: { imports: SpendImportSummary[] }) {
  if (imports.length === 0) {
    return <p className="text-muted-foreground">No file has been imported yet.</p>;
  }
  return (
    <Table caption="Ad spend files imported, newest first">
      <thead className={head}>
        <tr>
          {['File', 'Source / medium', 'Days', 'Total', 'By', 'Uploaded', 'State'].map((label) => (
            <th
              key={label}
              scope="col"
              className={cn(th, label === 'Total' ? 'text-right' : 'text-left')}
            >
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {imports.map((item) => (
          <tr key={item.id} className="border-border border-t align-top">
            <th scope="row" className={nameCell}>
              <Link href={`/admin/campaigns/spend/${item.id}`} className={linkClass}>
                <Breakable text={item.fileName} />
              </Link>
              <span className="block text-muted-foreground text-sm">
                {formatNames[item.format]}
              </span>
            </th>
            <td className={td}>
              {item.source} / {item.medium}
            </td>
            <td className={td}>{formatDaySpan(item.from, item.to)}</td>
            <td className={cn(td, 'text-right')}>{formatMoney(item.totalCents, item.currency)}</td>
            <td className={td}>{item.createdBy ?? 'the command line'}</td>
            <td className={td}>
              <When at={item.createdAt} />
            </td>
            <td className={td}>{stateNames[item.state]}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function seenText(seenAs: NamedCampaign | null) {
  if (!seenAs) return 'Not seen in visits';
  return `Seen in visits as ${seenAs.source} / ${seenAs.medium} / ${seenAs.campaign}`;
}

/**
 * What a file read, before it is saved: its days, campaigns and total, each campaign with the
 * visits' campaign it will count on, and Save / Discard (plain forms: they work without scripts).
 */
export function SpendPreview({
  item,
  campaigns,
  seenKnown,
  replacesCents,
}: {
  item: SpendImportPreview;
  /** The spend already saved on the file's days for its source and medium (a preview's). */
  replacesCents: number | null;
  campaigns: PreviewCampaign[] | null;
  /** Whether the visits' campaigns could be read (not while the figures are being rebuilt). */
  seenKnown: boolean;
}) {
  const unmatched = campaigns?.filter((campaign) => !campaign.seenAs) ?? [];
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Days', `${formatCount(item.days)} (${formatDaySpan(item.from, item.to)})`],
          ['Campaigns', formatCount(item.campaigns)],
          ['Total cost', formatMoney(item.totalCents, item.currency)],
          ['Source / medium', `${item.source} / ${item.medium}`],
        ].map(([label, value]) => (
          <div key={label} className="rounded-2xl border border-border bg-card p-4 shadow-sm">
            <dt className="font-medium text-muted-foreground text-sm">{label}</dt>
            <dd className="mt-1 wrap-anywhere font-bold text-lg tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      {item.state === 'preview' ? (
        <>
          <p>
            Saving replaces the {item.source} / {item.medium} spend of every day from{' '}
            {formatDaySpan(item.from, item.to)} with this file&apos;s
            {replacesCents
              ? ` (${formatMoney(replacesCents, item.currency)} is saved for those days now)`
              : ' (none is saved for those days yet)'}
            : importing the same days again never counts them twice.
          </p>
          <div className="flex flex-wrap gap-3">
            <form method="post" action={`/api/admin/spend/${item.id}/save`}>
              <button type="submit" className={primaryClass}>
                Save
              </button>
            </form>
            <form method="post" action={`/api/admin/spend/${item.id}/discard`}>
              <button type="submit" className={secondaryClass}>
                Discard
              </button>
            </form>
          </div>
        </>
      ) : (
        <p role="status" className="font-medium">
          {item.state === 'saved'
            ? 'Saved: this spend is in the campaign figures.'
            : 'Discarded: nothing of this file was saved.'}{' '}
          <Link href="/admin/campaigns" className={linkClass}>
            Back to the campaign view
          </Link>
        </p>
      )}

      {campaigns ? (
        <AdminPanel id="spend-preview-campaigns" title="Campaigns in the file" className="mt-0">
          {seenKnown ? (
            <p className="mb-3 text-muted-foreground text-sm">
              {unmatched.length === 0
                ? 'Every campaign matches a campaign seen in the visits.'
                : `${formatCount(unmatched.length)} of ${formatCount(campaigns.length)} not seen in visits: their spend shows as a campaign of its own, with no visits. Tag the ads' final URLs with utm_source=${item.source} and utm_campaign set to the campaign's name as the report writes it (any letter case).`}
            </p>
          ) : (
            <p className="mb-3 text-muted-foreground text-sm">
              The campaign figures are being rebuilt, so which campaigns the visits name is not
              known yet; saving now is safe, the match is made when the figures are read.
            </p>
          )}
          <Table caption="Campaigns in the file, most cost first, and whether the visits name them">
            <thead className={head}>
              <tr>
                <th scope="col" className={cn(th, 'text-left')}>
                  Campaign
                </th>
                <th scope="col" className={cn(th, 'text-right')}>
                  Days
                </th>
                <th scope="col" className={cn(th, 'text-right')}>
                  Cost
                </th>
                <th scope="col" className={cn(th, 'text-left')}>
                  In the visits
                </th>
              </tr>
            </thead>
            <tbody>
              {campaigns.map((campaign) => (
                <tr key={campaign.campaign} className="border-border border-t align-top">
                  <th scope="row" className={nameCell}>
                    <Breakable text={campaign.campaign} />
                  </th>
                  <td className={cn(td, 'text-right')}>{formatCount(campaign.days)}</td>
                  <td className={cn(td, 'text-right')}>
                    {formatMoney(campaign.costCents, item.currency)}
                  </td>
                  <td className={td}>{seenKnown ? seenText(campaign.seenAs) : 'Not known yet'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </AdminPanel>
      ) : null}
    </div>
  );
}
