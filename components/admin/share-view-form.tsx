import type { CampaignFilters } from '@/lib/analytics/campaign-filters';
import { activeFilters } from '@/lib/analytics/campaign-links';
import {
  customRangeDays,
  type RangePreset,
  rangeOptions,
  resolveRange,
} from '@/lib/analytics/range';
import type { DayRange } from '@/lib/calendar';
import type { SharedScope } from '@/lib/db/schema/notes';
import { formatDaySpan } from '@/lib/format';
import { sharedViewsApiPath } from '@/lib/sharing/paths';
import {
  defaultExpiryDays,
  expiryChoices,
  filterField,
  maxLabelLength,
  maxPasswordLength,
  minPasswordLength,
} from '@/lib/sharing/settings';
import { inputClass, primaryClass } from './form-kit';
import { AdminPanel } from './panel';

/** The ranges a link may be locked to: each rolling range, and the view's exact days. */
function rangeChoices(current: DayRange, now: Date) {
  const rolling = rangeOptions.map(({ preset }) => ({
    value: preset as RangePreset,
    label:
      preset === 'all'
        ? resolveRange(preset, now, null).label
        : `${resolveRange(preset, now, null).label}, rolling`,
  }));
  const exact = current.from ? `${current.from}..${current.to}` : null;
  const days = exact ? customRangeDays(exact, now) : null;
  return days
    ? [
        ...rolling,
        { value: exact as RangePreset, label: `${formatDaySpan(days.from, days.to)}, these days` },
      ]
    : rolling;
}

/**
 * "Share this view" (admins): a plain form, no script, that makes a read-only link to the view
 * as it is shown (its range and filters, each filter kept unless unticked), with an optional
 * label and password and an expiry. POST /api/admin/shared-views answers with the Team section,
 * where the new link is shown once.
 */
export function ShareViewForm({
  scope,
  range,
  current,
  filters = {},
  now = new Date(),
}: {
  scope: SharedScope;
  range: RangePreset;
  /** The days the view shows now (offered as exact days). */
  current: DayRange;
  filters?: CampaignFilters;
  now?: Date;
}) {
  const choices = rangeChoices(current, now);
  const locked = activeFilters(filters);
  return (
    <AdminPanel id="share-view" title="Share this view">
      <p className="mt-1 text-muted-foreground">
        A read-only link for someone without an account (the agency that runs the ads, the owner):
        this view&apos;s figures, tables and charts, and nothing else: no leads, no people, no way
        into the admin. Its address is shown once, in the Team section, where you can revoke it.
      </p>
      <form method="post" action={sharedViewsApiPath} className="mt-4 grid max-w-xl gap-4">
        <input type="hidden" name="scope" value={scope} />
        <label className="font-medium">
          Range
          <select name="range" defaultValue={range} className={inputClass}>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
        {scope === 'campaigns' ? (
          locked.length > 0 ? (
            <fieldset>
              <legend className="font-medium">Locked to these filters</legend>
              {locked.map((filter) => (
                <label key={filter.name} className="mt-2 flex items-center gap-2">
                  <input
                    type="checkbox"
                    name={filterField(filter.name)}
                    value={filter.value}
                    defaultChecked
                    className="size-5"
                  />
                  <span className="wrap-anywhere">
                    {filter.label}: {filter.value}
                  </span>
                </label>
              ))}
            </fieldset>
          ) : (
            <p className="text-muted-foreground text-sm">
              No filter: the link shows every visit in the range. Filter the view first to share
              less.
            </p>
          )
        ) : null}
        <label className="font-medium">
          Label (optional, for the list of links)
          <input
            name="label"
            maxLength={maxLabelLength}
            autoComplete="off"
            className={inputClass}
          />
        </label>
        <label className="font-medium">
          Expires in
          <select name="expires" defaultValue={String(defaultExpiryDays)} className={inputClass}>
            {expiryChoices.map((days) => (
              <option key={days} value={days}>
                {days} days
              </option>
            ))}
          </select>
        </label>
        <label className="font-medium">
          Password (optional, {minPasswordLength} characters or more)
          <input
            name="password"
            type="password"
            minLength={minPasswordLength}
            maxLength={maxPasswordLength}
            autoComplete="new-password"
            className={inputClass}
          />
        </label>
        <div>
          <button type="submit" className={primaryClass}>
            Create the link
          </button>
        </div>
      </form>
    </AdminPanel>
  );
}
