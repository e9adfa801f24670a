'use client';

import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Icon } from '@/ui/icon';
import {
  MAX_QUERY_LENGTH,
  type AnswerListing,
  type AnswerOption,
  type AnswerProject,
  type AnswerRow,
  type AnswerThumbnail,
  type SearchAnswer,
} from './answer-types';
import type { PanelTexts } from './texts';
import { useSearchAnswer } from './use-search-answer';

interface Props {
  readonly lang: string;
  readonly inputId: string;
  readonly label: string;
  readonly placeholder: string;
  readonly buttonLabel: string;
  readonly texts: PanelTexts;
  /** The search registration page, offered when nothing matches; null where the site has none. */
  readonly registerHref: string | null;
}

/** An option of the listbox, in the order the arrow keys visit them. */
interface Choice {
  readonly domId: string;
  readonly href: string | null;
}

/** next/image's optimised addresses, made by the endpoint (getImageProps): a plain img suffices. */
function Thumbnail({ image }: { image: AnswerThumbnail }) {
  // eslint-disable-next-line @next/next/no-img-element -- the src and srcSet are already next/image's
  return <img src={image.src} srcSet={image.srcSet} width={image.width} height={image.height} alt="" loading="lazy" />;
}

const fill = (text: string, value: string | number) => text.replace('{0}', String(value));

function choicesOf(answer: SearchAnswer | null, idOf: (key: string) => string): Choice[] {
  if (!answer) return [];
  const rows = (list: readonly AnswerRow[]) => list.flatMap((row) => row.options.map((o) => ({ domId: idOf(o.key), href: o.href })));
  const links = (list: readonly { key: string; href: string }[]) => list.map((l) => ({ domId: idOf(l.key), href: l.href }));
  return [...rows(answer.types), ...rows(answer.towns), ...links(answer.projects), ...links(answer.listings)];
}

/**
 * The home search block's input with its results panel, following the WAI-ARIA combobox pattern
 * (editable combobox with a listbox popup and grouped options): focus opens the panel (every type and
 * the biggest towns before anything is typed), typing asks the search endpoint (debounced, stale
 * answers dropped), the arrow keys move through the options across the groups while focus stays in
 * the input (aria-activedescendant), Enter opens the active option, Escape or leaving the block closes
 * the panel (Escape again clears the text). A status region says how many results there are. Options
 * with nothing listed are greyed and not links. Without JavaScript this is the plain search form
 * (/api/search/ sends the visitor on).
 */
export function SearchPanel({ lang, inputId, label, placeholder, buttonLabel, texts, registerHref }: Props) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<string | null>(null);
  const block = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const base = useId();
  const idOf = (key: string) => `${base}-${key}`;
  const listboxId = `${base}-listbox`;

  const { answer, current, failed } = useSearchAnswer(lang, query, open);
  const choices = choicesOf(answer, idOf);
  const activeIndex = choices.findIndex((c) => c.domId === active);
  const activeChoice = activeIndex >= 0 ? choices[activeIndex] : undefined;
  const trimmed = query.trim();
  const noMatch = open && current && answer !== null && choices.length === 0 && trimmed !== '';
  const expanded = open && choices.length > 0;

  useEffect(() => {
    if (active) document.getElementById(active)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  // The page is served whole from the cache and this island hydrates after it: a visitor who focused
  // the field or typed before that (a slow phone) gets the panel for what is there.
  useEffect(() => {
    const input = field.current;
    if (!input || document.activeElement !== input) return;
    setQuery(input.value);
    setOpen(true);
  }, []);

  const close = () => {
    setOpen(false);
    setActive(null);
  };
  const move = (step: 1 | -1) => {
    if (!choices.length) return;
    const from = activeIndex < 0 ? (step === 1 ? -1 : choices.length) : activeIndex;
    setActive((choices[(from + step + choices.length) % choices.length] as Choice).domId);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        else move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        // An active option opens (a greyed one does nothing); otherwise the form is sent as without JavaScript.
        if (open && activeChoice) {
          event.preventDefault();
          if (activeChoice.href) window.location.assign(activeChoice.href);
        }
        break;
      case 'Escape':
        event.preventDefault();
        if (open) close();
        else setQuery('');
        break;
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!block.current?.contains(event.relatedTarget as Node | null)) close();
  };

  let status = '';
  if (open && failed) status = texts.failed;
  else if (noMatch) status = fill(texts.noMatch, trimmed);
  else if (open && current) status = choices.length === 1 ? texts.oneResult : fill(texts.results, choices.length);

  const option = (o: AnswerOption) => {
    const common = {
      id: idOf(o.key),
      role: 'option',
      'aria-selected': active === idOf(o.key),
      'aria-label': o.label,
      className: `search-panel__choice${active === idOf(o.key) ? ' is-active' : ''}`,
    };
    return o.href ? (
      <a key={o.key} {...common} href={o.href} tabIndex={-1}>
        {o.text}
      </a>
    ) : (
      <div key={o.key} {...common} aria-disabled="true">
        {o.text}
      </div>
    );
  };
  const group = (key: string, heading: string, rows: readonly AnswerRow[]) =>
    rows.length ? (
      <div role="group" aria-labelledby={idOf(`${key}-heading`)} className="search-panel__group">
        <div role="presentation" id={idOf(`${key}-heading`)} className="search-panel__heading">
          {heading}
        </div>
        {rows.map((row) => (
          <div key={row.key} role="presentation" className="search-panel__row">
            <span className="search-panel__title" aria-hidden="true">
              {row.title}
            </span>
            <span role="presentation" className="search-panel__choices">
              {row.options.map(option)}
            </span>
          </div>
        ))}
      </div>
    ) : null;
  const project = (p: AnswerProject) => (
    <a
      key={p.key}
      id={idOf(p.key)}
      role="option"
      aria-selected={active === idOf(p.key)}
      href={p.href}
      tabIndex={-1}
      className={`search-panel__listing search-panel__project${active === idOf(p.key) ? ' is-active' : ''}`}
    >
      {/* The space keeps the parts apart in the option's name ('Hof ter Vaart 8470 Gistel'). */}
      <span className="search-panel__description">{p.name}</span> <span className="search-panel__ref">{p.place}</span>
    </a>
  );
  const listing = (l: AnswerListing) => (
    <a
      key={l.key}
      id={idOf(l.key)}
      role="option"
      aria-selected={active === idOf(l.key)}
      href={l.href}
      tabIndex={-1}
      className={`search-panel__listing${active === idOf(l.key) ? ' is-active' : ''}`}
    >
      <span className="search-panel__thumb">{l.thumbnail ? <Thumbnail image={l.thumbnail} /> : null}</span>
      {/* The spaces keep the parts apart in the option's name ('Appartement Ref: 4512001'). */}{' '}
      <span className="search-panel__description" lang={l.descriptionLang}>
        {l.description}
      </span>{' '}
      <span className="search-panel__ref">{l.ref}</span>
    </a>
  );

  return (
    <div className="search-panel" ref={block} onBlur={onBlur}>
      <form className="search-form" action="/api/search/" method="get" role="search">
        <input type="hidden" name="lang" value={lang} />
        <label htmlFor={inputId} className="visually-hidden">
          {label}
        </label>
        <input
          ref={field}
          id={inputId}
          name="q"
          type="search"
          autoComplete="off"
          maxLength={MAX_QUERY_LENGTH}
          placeholder={placeholder}
          className="search-form__input"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeChoice?.domId}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(null);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="button search-form__button" aria-label={buttonLabel}>
          <Icon name="search" size={18} />
          <span className="search-form__label">{buttonLabel}</span>
        </button>
      </form>
      <div className="search-panel__popup" hidden={!expanded && !noMatch && !(open && failed)} aria-busy={open && !current && !failed}>
        {/* Clicks on options must not move focus out of the input (it would close the panel first). */}
        <div role="listbox" id={listboxId} aria-label={label} hidden={!expanded} onMouseDown={(event) => event.preventDefault()}>
          {answer ? group('types', texts.typesHeading, answer.types) : null}
          {answer ? group('towns', texts.townsHeading, answer.towns) : null}
          {answer?.projects.length ? (
            <div role="group" aria-labelledby={idOf('projects-heading')} className="search-panel__group">
              <div role="presentation" id={idOf('projects-heading')} className="search-panel__heading">
                {texts.projectsHeading}
              </div>
              {answer.projects.map(project)}
            </div>
          ) : null}
          {answer?.listings.length ? (
            <div role="group" aria-labelledby={idOf('listings-heading')} className="search-panel__group">
              <div role="presentation" id={idOf('listings-heading')} className="search-panel__heading">
                {texts.listingsHeading}
              </div>
              {answer.listings.map(listing)}
            </div>
          ) : null}
        </div>
        {noMatch ? (
          <p className="search-panel__message">
            {fill(texts.noMatch, trimmed)}{' '}
            {registerHref ? (
              <>
                <a href={registerHref}>{texts.register}</a> {texts.registerLead}
              </>
            ) : null}
          </p>
        ) : null}
        {open && failed ? <p className="search-panel__message">{texts.failed}</p> : null}
      </div>
      <div role="status" className="visually-hidden">
        {status}
      </div>
    </div>
  );
}
