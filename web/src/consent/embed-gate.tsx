'use client';

import { useState, useSyncExternalStore } from 'react';
import type { OptionalConsentCategory } from '@coast/domain/site';
import { ACCEPT_CATEGORY_EVENT, consentStore } from './store';

interface Props {
  readonly category: OptionalConsentCategory;
  /** The frame's address (an embed host of src/security/headers.ts). */
  readonly src: string;
  /** The frame's accessible name, e.g. "Video on YouTube". */
  readonly title: string;
  /** What the placeholder says will load, and its two buttons (server-rendered texts). */
  readonly notice: string;
  readonly loadOnceLabel: string;
  readonly allowCategoryLabel: string;
  /** Width / height of the frame's box. */
  readonly aspectRatio?: string;
  readonly allow?: string;
}

/**
 * Third-party content (a video, a virtual tour, map tiles) that loads only once its consent category
 * is accepted. Before that, a placeholder in the same box says what would load, from whom and under
 * which category, and offers to load this one embed (nothing stored) or to accept the category.
 */
export function EmbedGate({ category, src, title, notice, loadOnceLabel, allowCategoryLabel, aspectRatio = '16 / 9', allow }: Props) {
  const choice = useSyncExternalStore(consentStore.subscribe, consentStore.get, consentStore.getServerSnapshot);
  const [once, setOnce] = useState(false);
  const allowed = once || Boolean(choice?.[category]);

  return (
    <div className="embed-gate" style={{ aspectRatio }} data-consent-category={category}>
      {allowed ? (
        <iframe
          className="embed-gate__frame"
          src={src}
          title={title}
          allow={allow}
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <div className="embed-gate__placeholder" role="group" aria-label={title}>
          <p>{notice}</p>
          <div className="embed-gate__actions">
            <button type="button" className="button" onClick={() => setOnce(true)}>
              {loadOnceLabel}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => window.dispatchEvent(new CustomEvent(ACCEPT_CATEGORY_EVENT, { detail: category }))}
            >
              {allowCategoryLabel}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
