'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Search } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { takeFirstActs } from '@/lib/site/first-act';

export type GlossaryCard = { slug: string; term: string; description: string };

/** Case-insensitive match on the term or its description. */
export function matchesQuery(card: GlossaryCard, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase('en-US');
  if (!needle) return true;
  return (
    card.term.toLocaleLowerCase('en-US').includes(needle) ||
    card.description.toLocaleLowerCase('en-US').includes(needle)
  );
}

/** Keeps the query in the address (?q=) so a filtered list can be shared. */
function writeQuery(query: string) {
  const url = new URL(window.location.href);
  if (query) url.searchParams.set('q', query);
  else url.searchParams.delete('q');
  window.history.replaceState(window.history.state, '', url);
}

/**
 * Every card is in the page; the search only hides cards. The query is kept in the URL (?q=) so a
 * filtered list can be shared. The form is a GET form to that same URL, which the server answers
 * with the filtered list (next.config.ts), so the search works without JavaScript. Before the page
 * hydrates, a search sent is held by the first-act script and answered here once it hydrates
 * (or sent to the server if the scripts do not come); once hydrated it filters as the visitor
 * types.
 */
export function GlossaryBrowser({
  cards,
  initialQuery = '',
}: {
  cards: GlossaryCard[];
  /** The query the server rendered the list for. */
  initialQuery?: string;
}) {
  const [query, setQuery] = useState(initialQuery);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // The first render's props: the effect below runs once, against what the server rendered.
  const rendered = useRef(initialQuery);

  useEffect(() => {
    // Text typed before the page's scripts ran is in the field but not yet in state. A page
    // served without its query (a cache that ignores it) still follows the address.
    const typed = input.current?.value ?? rendered.current;
    // A search sent before then was held (lib/site/first-act-script.ts) rather than reloading
    // the page: the list answers what is in the field, which is what it asked for.
    takeFirstActs(form.current);
    if (typed !== rendered.current) {
      setQuery(typed);
      writeQuery(typed);
    } else if (!typed) setQuery(new URLSearchParams(window.location.search).get('q') ?? '');
  }, []);

  function update(next: string) {
    setQuery(next);
    writeQuery(next);
  }

  const visible = cards.filter((card) => matchesQuery(card, query));

  return (
    <div>
      <search className="block max-w-xl">
        <form
          ref={form}
          action="/glossary"
          method="get"
          data-act="submit"
          onSubmit={(event) => event.preventDefault()}
          className="flex gap-2"
        >
          <label htmlFor={inputId} className="sr-only">
            Search glossary terms
          </label>
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-4 size-5 text-muted-foreground"
            />
            <input
              ref={input}
              id={inputId}
              name="q"
              type="search"
              value={query}
              onChange={(event) => update(event.target.value)}
              placeholder="Search terms..."
              autoComplete="off"
              className="h-12 w-full rounded-xl border border-border bg-card pr-4 pl-12 text-base placeholder:text-muted-foreground"
            />
          </div>
          {/* Not ui/button: its variants and Slot would add a kilobyte of script to this page. */}
          <button
            type="submit"
            className="h-12 rounded-xl bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950 dark:hover:bg-brand-200"
          >
            Search
          </button>
        </form>
      </search>
      <p role="status" className="mt-4 text-muted-foreground text-sm">
        {query.trim()
          ? `${visible.length} of ${cards.length} terms match`
          : `${cards.length} terms`}
      </p>
      {visible.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-border border-dashed p-10 text-center">
          <p className="font-semibold text-lg">No terms found matching "{query.trim()}"</p>
          <p className="mt-2 text-muted-foreground">Try searching for something else.</p>
        </div>
      ) : null}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li
            key={card.slug}
            hidden={!matchesQuery(card, query)}
            className="flex flex-col rounded-2xl border border-border bg-card p-6"
          >
            <h2 className="font-bold text-lg">{card.term}</h2>
            <p className="mt-2 flex-1 text-muted-foreground">{card.description}</p>
            <Link
              href={`/glossary/${card.slug}`}
              className="mt-4 font-semibold text-brand-700 hover:underline dark:text-brand-300"
            >
              Read full definition →<span className="sr-only">: {card.term}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
