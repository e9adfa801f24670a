/** What a share link is built from: the listing's canonical URL and the words around it. */
export interface ShareInput {
  readonly url: string;
  /** The listing's heading (type and town). */
  readonly title: string;
  /** The mail's subject and body, the URL already in the body. */
  readonly mailSubject: string;
  readonly mailBody: string;
}

/**
 * Plain share links (no third-party script): a mail (mailto with subject and body, RFC 6068: every
 * value percent-encoded), WhatsApp's and Facebook's own share addresses with the URL encoded.
 */
export function shareLinks({ url, title, mailSubject, mailBody }: ShareInput) {
  return {
    email: `mailto:?subject=${encodeURIComponent(mailSubject)}&body=${encodeURIComponent(mailBody)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  } as const;
}
