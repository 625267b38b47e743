import { CircleCheck } from '@/components/ui/icons';

/** A figure as the content modules write it: the value large, the label under it. */
export type Figure = { value: string; label: string; detail?: string };

const figureLooks = {
  /** On the dark band: a brand rule on the left, the label above the value. */
  band: {
    item: 'border-brand-400 border-l-4 pl-4',
    label: 'text-slate-300',
    value: 'order-first font-extrabold text-5xl text-brand-300',
  },
  /** On the dark band, the value above the label. */
  'band-column': {
    item: 'flex flex-col border-brand-400 border-l-4 pl-4',
    label: 'text-slate-300',
    value: 'order-first font-extrabold text-5xl text-brand-300',
  },
  /** Each figure in a card. */
  card: {
    item: 'flex flex-col rounded-2xl border border-border bg-card p-6',
    label: 'text-muted-foreground',
    value: 'order-first font-extrabold text-4xl text-brand-700 dark:text-brand-300',
  },
  /** A card with a brand rule on top and a line of detail. */
  'card-detail': {
    item: 'flex flex-col rounded-2xl border border-border border-t-4 border-t-brand-600 bg-card p-6 dark:border-t-brand-400',
    label: 'font-semibold',
    value: 'order-first font-extrabold text-4xl text-brand-700 tracking-tight dark:text-brand-300',
    detail: 'mt-3 text-muted-foreground text-sm',
  },
  /** Small figures inside a card. */
  inline: {
    item: 'flex flex-col',
    label: 'text-muted-foreground text-sm',
    value: 'order-first font-extrabold text-2xl text-brand-800 dark:text-brand-200',
  },
  /** Mid-sized figures with aligned digits inside a card. */
  tabular: {
    item: 'flex flex-col',
    label: 'text-muted-foreground text-sm',
    // A size down on a phone, where two dollar amounts share a row.
    value:
      'order-first font-extrabold text-2xl text-brand-800 tabular-nums sm:text-3xl dark:text-brand-200',
  },
  /** The same with a line of detail under the label. */
  'tabular-detail': {
    item: 'flex flex-col',
    label: 'font-medium',
    value: 'order-first font-extrabold text-3xl text-brand-800 tabular-nums dark:text-brand-200',
    detail: 'mt-1 text-muted-foreground text-sm',
  },
} as const;

/**
 * Figures as a description list: each label a dt, its value a dd shown first, and the figure's
 * detail, when the look has room for it, a second dd.
 */
export function FigureList({
  figures,
  look,
  className,
}: {
  figures: readonly Figure[];
  look: keyof typeof figureLooks;
  /** Classes of the list: its grid and spacing. */
  className: string;
}) {
  const classes: { item: string; label: string; value: string; detail?: string } =
    figureLooks[look];
  return (
    <dl className={className}>
      {figures.map((figure) => (
        <div key={figure.label} className={classes.item}>
          <dt className={classes.label}>{figure.label}</dt>
          <dd className={classes.value}>{figure.value}</dd>
          {classes.detail && figure.detail ? (
            <dd className={classes.detail}>{figure.detail}</dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}

const checkLooks = {
  /** A short point in a row of points. */
  point: { item: 'flex items-center gap-2', icon: 'size-4 text-brand-700 dark:text-brand-300' },
  /** The same, the check kept at its size when the point wraps. */
  'point-fixed': {
    item: 'flex items-center gap-2',
    icon: 'size-4 shrink-0 text-brand-700 dark:text-brand-300',
  },
  /** A line of body text that may wrap, in muted type. */
  muted: {
    item: 'flex gap-2 text-muted-foreground',
    icon: 'mt-1 size-4 shrink-0 text-brand-700 dark:text-brand-300',
  },
  /** A line of text that may wrap. */
  line: {
    item: 'flex items-start gap-2',
    icon: 'mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-300',
  },
  /** A plan feature: a larger check. */
  feature: {
    item: 'flex items-start gap-3',
    icon: 'mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300',
  },
} as const;

/** A list whose every item starts with a check mark. */
export function CheckList({
  items,
  look,
  className,
}: {
  items: readonly string[];
  look: keyof typeof checkLooks;
  /** Classes of the list: its grid or spacing and type. */
  className: string;
}) {
  const classes = checkLooks[look];
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={classes.item}>
          <CircleCheck aria-hidden="true" className={classes.icon} />
          {item}
        </li>
      ))}
    </ul>
  );
}
