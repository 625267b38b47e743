/**
 * The weekly digest's report: last week's figures next to the week before's, read with the same
 * functions as the dashboard (lib/digest/figures.ts builds it). Plain data, so that the mail
 * (lib/digest/mail.tsx) renders it without touching the database.
 */

/** One figure of the week and of the week before. */
export type DigestFigure = { current: number | null; previous: number | null };

export type DigestRow = { label: string; value: number };

/** A note of the week: its days as the digest writes them, its text and who wrote it. */
export type DigestNote = { days: string; text: string; author: string };

export type DigestReport = {
  /** Monday of the reported week, YYYY-MM-DD (business time zone), and its Sunday. */
  week: { from: string; to: string };
  /** The week before, for the comparisons. */
  previousWeek: { from: string; to: string };
  figures: {
    visits: DigestFigure;
    bookingClicks: DigestFigure;
    /** Sessions with a booking click ÷ visits, 0..1; null without visits. */
    conversionRate: DigestFigure;
    bookedDemos: DigestFigure;
    cancellations: DigestFigure;
    contactRequests: DigestFigure;
  };
  /**
   * What the week's ads cost and what its booked demos were worth (lib/db/campaign-model.ts,
   * `valueMeasures`), in cents of `currency`: only when spend or won revenue is on record for
   * either week. Spend null: none imported for that week.
   */
  values?: {
    currency: string;
    spend: DigestFigure;
    costPerBooked: DigestFigure;
    wonRevenue: DigestFigure;
  };
  /**
   * Whether the site had any visit before the end of the reported week: what tells a week without
   * visits after weeks with some (tracking that stopped, told as a drop) from a site that never
   * had one.
   */
  everVisited: boolean;
  /** At most three each, by booked demos (channels, campaigns) or booking clicks (pages), none with 0. */
  /**
   * The notes on the charts that fall in the week (lib/notes/notes.ts: staff's, private ones too,
   * and the product's own), by first day.
   */
  notes?: DigestNote[];
  topChannels: DigestRow[];
  topCampaigns: DigestRow[];
  topPages: DigestRow[];
  /**
   * Absolute links: the overview for exactly that week, the campaign view for it, and the Alerts
   * section (since when the tracking stopped, when it did).
   */
  links: { overview: string; campaigns: string; alerts: string };
};
