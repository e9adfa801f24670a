import type { ReactNode } from 'react';

/** One section of a listing's portal page: a titled region, or its "nothing yet" line when empty. */
export function PortalSection({
  id,
  title,
  empty,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly empty: string | null;
  readonly children: ReactNode;
}) {
  const headingId = `portal-${id}`;
  return (
    <section className="portal-section" aria-labelledby={headingId} data-section={id}>
      <h2 id={headingId}>{title}</h2>
      {empty ? <p className="portal-empty">{empty}</p> : children}
    </section>
  );
}
