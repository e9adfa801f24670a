import type { ReactNode } from 'react';

interface Props {
  readonly title: string;
  readonly text: string;
  readonly actions: ReadonlyArray<{ label: string; href: string }>;
  readonly children?: ReactNode;
}

/** The error catalogue's screens (page or property not found, property sold, property rented). */
export function StatusScreen({ title, text, actions, children }: Props) {
  return (
    <section className="container status-screen" aria-labelledby="status-title">
      <h1 id="status-title">{title}</h1>
      <p className="status-screen__text">{text}</p>
      {children}
      <p className="status-screen__actions">
        {actions.map((action, i) => (
          <a key={action.href} href={action.href} className={i === 0 ? 'button' : 'button button--ghost'}>
            {action.label}
          </a>
        ))}
      </p>
    </section>
  );
}
