import { OPEN_SETTINGS_ATTRIBUTE } from './store';

/**
 * Opens the cookie settings (the consent island listens for clicks on it), so it stays server markup
 * in cached pages. Without JavaScript nothing is stored and no dialog exists, so it does nothing.
 */
export function ConsentSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} {...{ [OPEN_SETTINGS_ATTRIBUTE]: '' }}>
      {label}
    </button>
  );
}
