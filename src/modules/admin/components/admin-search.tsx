'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { callAction } from '@/platform/callable/actions';
import Link from '@/ui/link';
import {
  ADMIN_SEARCH_DEBOUNCE_MS,
  countHits,
  groupResults,
  hitsStatus,
  moveActive,
  searchPageHref,
  type AdminSearchResultsView,
} from './search-groups';

interface Answer {
  query: string;
  results: AdminSearchResultsView;
}

/**
 * The console's one search box, on every console page through AdminNav: an ARIA
 * combobox whose listbox groups the hits of ADMIN_SEARCH by kind. It asks after a pause in typing,
 * and shows only the answer to the latest query (an earlier answer arriving late is dropped).
 * ↑/↓ move through the hits, Enter opens the active one (or, with none active, the search page),
 * Escape closes. Without JavaScript it is a plain GET form to /admin/sok, which lists the same groups.
 */
export function AdminSearch({ initialQuery = '' }: { initialQuery?: string }) {
  const router = useRouter();
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [query, setQuery] = useState(initialQuery);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const ticket = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Keep the active option in view in a scrolled list.
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    // optionId depends only on the stable id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const ask = (text: string) => {
    const mine = ++ticket.current;
    clearTimeout(timer.current);
    if (text.trim() === '') {
      setAnswer(null);
      setFailed(false);
      return;
    }
    timer.current = setTimeout(() => {
      callAction('ADMIN_SEARCH', { query: text })
        .then(({ results }) => {
          if (mine !== ticket.current) return; // a later query has been typed since
          setAnswer({ query: text.trim(), results });
          setFailed(false);
          setActive(-1);
        })
        .catch(() => {
          if (mine !== ticket.current) return;
          setFailed(true);
        });
    }, ADMIN_SEARCH_DEBOUNCE_MS);
  };

  const groups = answer ? groupResults(answer.results) : [];
  const count = answer ? countHits(answer.results) : 0;
  const options = groups.flatMap((group) => group.options);
  const expanded = open && (answer !== null || failed) && query.trim() !== '';
  const status = failed ? 'Sökningen misslyckades. Försök igen.' : answer && query.trim() !== '' ? hitsStatus(count, answer.query) : '';

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (href: string) => {
    close();
    router.push(href);
  };

  return (
    <form
      role="search"
      aria-label="Sök i konsolen"
      action="/admin/sok"
      method="get"
      className="relative w-full lg:max-w-sm"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Sök användare, auktioner, värderingar, föremål och köp
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={query}
        maxLength={200}
        placeholder="Sök i konsolen"
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-full border border-line bg-white px-4 text-base placeholder:text-muted focus:border-ink focus:outline-none focus:ring-1 focus:ring-ink"
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setOpen(true);
          ask(event.target.value);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
            setActive(moveActive(expanded ? active : -1, options.length, event.key === 'ArrowDown' ? 'down' : 'up'));
          } else if (event.key === 'Enter') {
            const chosen = expanded && active >= 0 ? options[active] : undefined;
            if (chosen) {
              event.preventDefault();
              go(chosen.hit.href);
            }
            // Otherwise the form goes to the search page with every group.
          } else if (event.key === 'Escape') {
            if (expanded) {
              event.preventDefault();
              close();
            }
          }
        }}
      />
      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-12 z-30 max-h-[60vh] overflow-y-auto rounded-2xl border border-line bg-white py-2 shadow-lg"
      >
        <div id={listboxId} role="listbox" aria-label="Sökträffar">
          {groups.map((group) => (
            <div key={group.kind} role="group" aria-labelledby={`${id}-group-${group.kind}`}>
              <div
                id={`${id}-group-${group.kind}`}
                role="presentation"
                className="px-4 pb-1 pt-2 text-xs font-semibold uppercase tracking-widest text-muted"
              >
                {group.label}
              </div>
              {group.options.map((option) => (
                <div
                  key={`${option.kind}-${option.hit.id}`}
                  id={optionId(option.index)}
                  role="option"
                  aria-selected={option.index === active}
                  className="cursor-pointer px-4 py-2 aria-selected:bg-ink aria-selected:text-white hover:bg-ground aria-selected:hover:bg-ink"
                  // Keep the focus in the box: a click must not blur it (which closes the list) first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => go(option.hit.href)}
                >
                  <span className="block truncate text-sm font-medium">{option.hit.title}</span>
                  {option.hit.subtitle ? <span className="block truncate text-xs opacity-80">{option.hit.subtitle}</span> : null}
                </div>
              ))}
            </div>
          ))}
        </div>
        {failed ? (
          <p className="px-4 py-2 text-sm">Sökningen misslyckades. Försök igen.</p>
        ) : count === 0 && answer ? (
          <p className="px-4 py-2 text-sm">Inga träffar för ”{answer.query}”.</p>
        ) : null}
        {answer && count > 0 ? (
          <p className="border-t border-line px-4 pt-2">
            <Link
              href={searchPageHref(answer.query)}
              className="inline-flex min-h-11 items-center text-sm underline underline-offset-4"
              onClick={close}
            >
              Visa alla träffar för ”{answer.query}”
            </Link>
          </p>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {expanded ? status : ''}
      </p>
    </form>
  );
}
