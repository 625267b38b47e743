/**
 * The well-known traffic sources, each under one canonical name (docs/analytics.md, "Source
 * names"): the `utm_source` values and referrer hosts that mean it. The channel rules
 * (lib/analytics/channels.ts) read their lists of search engines, social networks, AI assistants
 * and web mail from here, and the campaign model (lib/db/campaign-model.ts) names a visit's source
 * with `canonicalSourceSql`, so "google" by UTM, "google.com" by referrer and "www.google.co.uk"
 * are one row. Ours, kept with the channel rules: no maintained list of referrer hosts is
 * published as a current npm package (see the docs).
 *
 * Values arrive normalised (lib/analytics/visit.ts): lower case, trimmed, a host without `www.`.
 * A host matches itself and its subdomains (l.facebook.com is facebook.com). Neutral vocabulary:
 * this module imports nothing, so lib/db and every feature may read it.
 */

export type SourceKind = 'search' | 'social' | 'ai' | 'email';

export type KnownSource = {
  /** The canonical name the views show. */
  name: string;
  kind: SourceKind;
  /** Exact `utm_source` values (a host may be one: ChatGPT tags its links utm_source=chatgpt.com). */
  names: readonly string[];
  /** Host names; each matches itself and its subdomains. */
  hosts: readonly string[];
};

/**
 * AI assistants come first: gemini.google.com is Gemini, not Google search (the most specific
 * host wins whatever the order, but the channel rules check AI before search too).
 */
export const knownSources: readonly KnownSource[] = [
  // AI assistants
  {
    name: 'chatgpt',
    kind: 'ai',
    names: ['chatgpt', 'chatgpt.com', 'openai'],
    hosts: ['chatgpt.com', 'chat.openai.com'],
  },
  {
    name: 'perplexity',
    kind: 'ai',
    names: ['perplexity', 'perplexity.ai'],
    hosts: ['perplexity.ai'],
  },
  { name: 'claude', kind: 'ai', names: ['claude', 'claude.ai'], hosts: ['claude.ai'] },
  {
    name: 'gemini',
    kind: 'ai',
    names: ['gemini'],
    hosts: ['gemini.google.com', 'bard.google.com'],
  },
  { name: 'copilot', kind: 'ai', names: ['copilot'], hosts: ['copilot.microsoft.com'] },
  { name: 'deepseek', kind: 'ai', names: ['deepseek'], hosts: ['chat.deepseek.com'] },
  { name: 'grok', kind: 'ai', names: ['grok'], hosts: ['grok.com'] },
  { name: 'phind', kind: 'ai', names: ['phind'], hosts: ['phind.com'] },
  { name: 'mistral', kind: 'ai', names: ['mistral'], hosts: ['chat.mistral.ai'] },
  // Search engines; Google Business Profile links (`gbp`, `gmb`) are local search on Google.
  {
    name: 'google',
    kind: 'search',
    // The Google app on Android sends its package name as the referrer.
    names: ['google', 'gbp', 'gmb', 'com.google.android.googlequicksearchbox'],
    hosts: [],
  },
  { name: 'bing', kind: 'search', names: ['bing'], hosts: ['bing.com'] },
  { name: 'duckduckgo', kind: 'search', names: ['duckduckgo'], hosts: ['duckduckgo.com'] },
  { name: 'yahoo', kind: 'search', names: ['yahoo'], hosts: ['search.yahoo.com'] },
  { name: 'yandex', kind: 'search', names: ['yandex'], hosts: ['yandex.com', 'yandex.ru'] },
  { name: 'baidu', kind: 'search', names: ['baidu'], hosts: ['baidu.com'] },
  { name: 'ecosia', kind: 'search', names: ['ecosia'], hosts: ['ecosia.org'] },
  { name: 'brave', kind: 'search', names: ['brave'], hosts: ['search.brave.com'] },
  { name: 'startpage', kind: 'search', names: ['startpage'], hosts: ['startpage.com'] },
  { name: 'qwant', kind: 'search', names: ['qwant'], hosts: ['qwant.com'] },
  { name: 'ask', kind: 'search', names: ['ask'], hosts: ['ask.com'] },
  { name: 'aol', kind: 'search', names: ['aol'], hosts: ['search.aol.com'] },
  { name: 'naver', kind: 'search', names: ['naver'], hosts: ['naver.com'] },
  { name: 'seznam', kind: 'search', names: ['seznam'], hosts: ['seznam.cz'] },
  { name: 'sogou', kind: 'search', names: ['sogou'], hosts: ['sogou.com'] },
  // Social networks, with YouTube (this site has no video channel).
  {
    name: 'facebook',
    kind: 'social',
    names: ['facebook', 'fb', 'meta'],
    hosts: ['facebook.com', 'fb.com'],
  },
  { name: 'instagram', kind: 'social', names: ['instagram', 'ig'], hosts: ['instagram.com'] },
  { name: 'linkedin', kind: 'social', names: ['linkedin'], hosts: ['linkedin.com', 'lnkd.in'] },
  { name: 'x', kind: 'social', names: ['twitter', 'x'], hosts: ['t.co', 'twitter.com', 'x.com'] },
  { name: 'youtube', kind: 'social', names: ['youtube'], hosts: ['youtube.com', 'youtu.be'] },
  { name: 'reddit', kind: 'social', names: ['reddit'], hosts: ['reddit.com'] },
  { name: 'pinterest', kind: 'social', names: ['pinterest'], hosts: ['pinterest.com'] },
  { name: 'tiktok', kind: 'social', names: ['tiktok'], hosts: ['tiktok.com'] },
  { name: 'nextdoor', kind: 'social', names: ['nextdoor'], hosts: ['nextdoor.com'] },
  { name: 'threads', kind: 'social', names: ['threads'], hosts: ['threads.net', 'threads.com'] },
  { name: 'bluesky', kind: 'social', names: ['bluesky'], hosts: ['bsky.app'] },
  { name: 'quora', kind: 'social', names: ['quora'], hosts: ['quora.com'] },
  { name: 'snapchat', kind: 'social', names: ['snapchat'], hosts: ['snapchat.com'] },
  { name: 'whatsapp', kind: 'social', names: ['whatsapp'], hosts: [] },
  {
    name: 'hackernews',
    kind: 'social',
    names: ['hackernews'],
    hosts: ['news.ycombinator.com'],
  },
  // Web mail (a link opened from a mail read in the browser or the Gmail app).
  {
    name: 'gmail',
    kind: 'email',
    names: ['com.google.android.gm'],
    hosts: ['mail.google.com'],
  },
  {
    name: 'outlook',
    kind: 'email',
    names: [],
    hosts: ['outlook.live.com', 'outlook.office.com', 'outlook.office365.com'],
  },
  { name: 'yahoo mail', kind: 'email', names: [], hosts: ['mail.yahoo.com'] },
  { name: 'aol mail', kind: 'email', names: [], hosts: ['mail.aol.com'] },
  { name: 'proton mail', kind: 'email', names: [], hosts: ['mail.proton.me'] },
];

/**
 * Google's search hosts in every country (google.com, google.co.uk, maps.google.de, …): Google,
 * unless a more specific host says otherwise (gemini.google.com, mail.google.com).
 */
export const googleSearchHost = /^(?:(?:maps|m)\.)?google\.(?:[a-z]{2,3}|com?\.[a-z]{2})$/;

const byName = new Map(
  knownSources.flatMap((source) => source.names.map((name) => [name, source.name] as const)),
);
/** Every host with its source, the longest first: the most specific host is found first. */
const byHost = knownSources
  .flatMap((source) => source.hosts.map((host) => ({ host, name: source.name })))
  .sort((a, b) => b.host.length - a.host.length || a.host.localeCompare(b.host));

const hostMatches = (value: string, host: string) => value === host || value.endsWith(`.${host}`);

/**
 * The canonical name of a `utm_source` value or referrer host: a known source's name (an exact
 * name first, then the most specific host, then Google's country hosts); any other value as it
 * is (an unknown referring site stays its host); null for null.
 */
export function canonicalSource(value: string | null): string | null {
  if (value === null) return null;
  const named = byName.get(value);
  if (named !== undefined) return named;
  const hosted = byHost.find((entry) => hostMatches(value, entry.host));
  if (hosted) return hosted.name;
  return googleSearchHost.test(value) ? 'google' : value;
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
const likeSuffix = (host: string) => quote(`%.${host.replace(/[\\%_]/g, (c) => `\\${c}`)}`);

/**
 * `canonicalSource` as a SQL expression over the text expression `expr` (NULL for NULL), for
 * PostgreSQL and PGlite: the same names, hosts (longest first) and Google pattern, in the same
 * order. An integration test checks it agrees with the function on every entry and look-alikes.
 */
export function canonicalSourceSql(expr: string): string {
  const names = [...new Set(knownSources.map((source) => source.name))]
    .map((name) => {
      const values = knownSources
        .filter((source) => source.name === name)
        .flatMap((source) => source.names);
      return values.length
        ? `WHEN ${expr} IN (${values.map(quote).join(', ')}) THEN ${quote(name)}`
        : null;
    })
    .filter((clause) => clause !== null);
  const hosts = byHost.map(
    ({ host, name }) =>
      `WHEN ${expr} = ${quote(host)} OR ${expr} LIKE ${likeSuffix(host)} THEN ${quote(name)}`,
  );
  return `(CASE ${[...names, ...hosts, `WHEN ${expr} ~ ${quote(googleSearchHost.source)} THEN 'google'`].join(' ')} ELSE ${expr} END)`;
}

/** The names and hosts of one kind, as the channel rules read them. */
export function sourcesOf(kind: SourceKind): { names: string[]; hosts: string[] } {
  const of = knownSources.filter((source) => source.kind === kind);
  return {
    names: of.flatMap((source) => source.names),
    hosts: of.flatMap((source) => source.hosts),
  };
}
