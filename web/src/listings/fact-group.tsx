import type { ReactNode } from 'react';
import type { FeedText, Locale } from '@coast/domain';
import { FactList, type FactRow } from './fact-list';

/** A fact's value: a plain text, a feed value with its language, or markup; empty ones are left out. */
export type FactValue = string | FeedText | ReactNode;

export interface Fact {
  /** Stable id (also `data-fact` for tests and print styles). */
  readonly id: string;
  readonly label: string;
  readonly value: FactValue;
}

const isFeedText = (value: FactValue): value is FeedText => typeof value === 'object' && value !== null && 'text' in value && 'lang' in value;

/**
 * A value as the list shows it, in its own language: feed words the table does not know stay Dutch, and
 * say so (`lang`). Plain text stays a string (the shortest form in the page's data).
 */
function factNode(value: FactValue, locale: Locale): ReactNode {
  if (!isFeedText(value)) return value as ReactNode;
  return value.lang === locale ? value.text : <span lang={value.lang}>{value.text}</span>;
}

const hasValue = (value: FactValue) => value !== null && value !== undefined && value !== '' && value !== false;

/** A titled group of label/value pairs; pairs without a value are left out, an empty group renders nothing. */
export function FactGroup({
  id,
  title,
  facts,
  locale,
  children,
  className = 'facts',
}: {
  readonly id: string;
  /** 'facts' plus the box's own class ('facts energy-box'). */
  readonly className?: string;
  readonly title: string;
  readonly facts: readonly Fact[];
  readonly locale: Locale;
  /** Below the list (a note, a link). */
  readonly children?: ReactNode;
}) {
  const shown = facts.filter((fact) => hasValue(fact.value));
  if (!shown.length) return null;
  const headingId = `facts-${id}`;
  return (
    <section className={className} aria-labelledby={headingId} data-facts={id}>
      <h2 className="facts__title" id={headingId}>
        {title}
      </h2>
      <FactList rows={shown.map((fact): FactRow => [fact.id, fact.label, factNode(fact.value, locale)])} />
      {children}
    </section>
  );
}
