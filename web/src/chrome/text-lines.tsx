'use client';

/**
 * Text with line breaks from the CMS, as paragraphs and lines. A client template: the page's flight
 * data carries the text once, not its paragraphs and lines as elements (the footer is on every page).
 */
export function TextLines({ text }: { readonly text: string }) {
  return text.split(/\n{2,}/).map((paragraph, i) => (
    <p key={i}>
      {paragraph.split('\n').map((line, j) => (
        <span key={j} className="line">
          {line}
        </span>
      ))}
    </p>
  ));
}
