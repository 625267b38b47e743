import { findSeenCampaign, type NamedCampaign } from '@/lib/db/campaign-model';
import type { SpendImportRow } from '@/lib/db/schema/revenue';

/**
 * What a spend file's preview says of each campaign it names: its cost over the file's days, and
 * the campaign the visits were seen with that it will count on (lib/db/campaign-model.ts,
 * `findSeenCampaign`: same source, same name ignoring case), or null when no visit names it.
 */
export type PreviewCampaign = {
  campaign: string;
  days: number;
  costCents: number;
  /** The visits' name for it (their spelling and medium), or null: "Not seen in visits". */
  seenAs: NamedCampaign | null;
};

/** The file's campaigns, most cost first, each matched to the visits' campaigns. */
export function previewCampaigns(
  rows: readonly SpendImportRow[],
  file: { source: string; medium: string },
  seen: readonly NamedCampaign[],
): PreviewCampaign[] {
  const byName = new Map<string, { days: Set<string>; costCents: number }>();
  for (const row of rows) {
    const entry = byName.get(row.campaign) ?? { days: new Set(), costCents: 0 };
    entry.days.add(row.day);
    entry.costCents += row.cost;
    byName.set(row.campaign, entry);
  }
  return [...byName]
    .map(([campaign, entry]) => ({
      campaign,
      days: entry.days.size,
      costCents: entry.costCents,
      seenAs: findSeenCampaign(seen, { ...file, campaign }) ?? null,
    }))
    .sort((a, b) => b.costCents - a.costCents || a.campaign.localeCompare(b.campaign, 'en'));
}
