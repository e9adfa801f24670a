'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

interface Props {
  readonly url: string;
  readonly title: string;
  readonly texts: { readonly shareButton: string; readonly copyLink: string; readonly copied: string; readonly copyFailed: string };
}

type Status = null | 'copied' | 'failed';

const never = () => () => {};

/**
 * The two share actions that need the browser: the system's share sheet (Web Share API), offered only
 * where the browser has it, and copying the link, whose outcome a status region announces. The plain
 * links beside them work without JavaScript.
 */
export function ShareActions({ url, title, texts }: Props) {
  // Known only in the browser: the cached HTML (server snapshot) renders without the button.
  const canShare = useSyncExternalStore(
    never,
    () => typeof navigator.share === 'function',
    () => false,
  );
  const [status, setStatus] = useState<Status>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (status === 'failed') field.current?.select();
  }, [status]);

  const share = () => {
    // A cancelled sheet rejects: nothing to say.
    navigator.share({ title, url }).catch(() => {});
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <>
      {canShare ? (
        <button type="button" className="button listing-share__native" onClick={share}>
          {texts.shareButton}
        </button>
      ) : null}
      <button type="button" className="button button--ghost listing-share__copy" onClick={() => void copy()}>
        {texts.copyLink}
      </button>
      <p className="listing-share__status" role="status">
        {status === 'copied' ? texts.copied : status === 'failed' ? texts.copyFailed : ''}
      </p>
      {status === 'failed' ? (
        <input
          ref={field}
          className="listing-share__url"
          type="url"
          readOnly
          value={url}
          aria-label={texts.copyLink}
          onFocus={(e) => e.currentTarget.select()}
        />
      ) : null}
    </>
  );
}
