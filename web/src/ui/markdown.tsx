import ReactMarkdown, { defaultUrlTransform } from 'react-markdown';

interface Props {
  readonly children: string | null | undefined;
  /** Rewrites link targets (original paths to the page's language). */
  readonly hrefFor?: (href: string) => string;
  readonly className?: string;
}

/**
 * Rich text from the CMS (Markdown). Raw HTML is not rendered and unsafe link protocols are dropped,
 * so content cannot inject markup or script.
 */
export function Markdown({ children, hrefFor, className }: Props) {
  if (!children) return null;
  return (
    <div className={className ?? 'prose'}>
      <ReactMarkdown urlTransform={(url) => defaultUrlTransform(hrefFor ? hrefFor(url) : url)}>{children}</ReactMarkdown>
    </div>
  );
}
