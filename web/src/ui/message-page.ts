import type { Locale } from '@coast/domain';

/** Text made safe for an HTML page written by hand. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A small self-contained page a route handler answers with when it must set its own status (403, 410,
 * 503), which an App Router page cannot: a title, what happened, then the ways on. `title` and `text`
 * arrive escaped; `after` is HTML the caller built from escaped parts (links, a button).
 */
export function messagePage(locale: Locale, title: string, text: string, after: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${text}</p>
${after}
</main>
</body>
</html>
`;
}
