import { useState } from 'react';
import { unstable_useContentManagerContext as useContentManagerContext, useFetchClient } from '@strapi/strapi/admin';

type Outcome = { kind: 'started' | 'error'; text: string } | null;

const buttonStyle = {
  width: '100%',
  padding: '8px 12px',
  border: '1px solid #dcdce4',
  borderRadius: 4,
  background: '#fff',
  cursor: 'pointer',
  textAlign: 'left',
} as const;

/**
 * The CRM sync's side panel: "Sync now" (the changes since the last sync) and "Sync everything", through
 * the admin route of src/crm/staff-sync.ts. A sync takes a while: the result shows in the fields after a reload.
 */
export function CrmSyncButton() {
  const { model } = useContentManagerContext();
  const { post } = useFetchClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  if (model !== 'api::crm-sync.crm-sync') return null;

  const run = async (full: boolean) => {
    setBusy(true);
    setOutcome(null);
    try {
      await post('/crm-sync/run', { full });
      setOutcome({ kind: 'started', text: 'The sync has started. Reload this page in a minute to see its result.' });
    } catch (error) {
      const message = (error as { response?: { data?: { error?: string } } })?.response?.data?.error;
      setOutcome({ kind: 'error', text: message ?? 'The sync could not be started.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="crm-sync-title" style={{ width: '100%', borderTop: '1px solid #eaeaef', paddingTop: 12, display: 'grid', gap: 8 }}>
      <h2 id="crm-sync-title" style={{ fontSize: 11, fontWeight: 600, textTransform: 'uppercase', color: '#666687', margin: 0 }}>
        CRM
      </h2>
      <button type="button" disabled={busy} onClick={() => void run(false)} style={buttonStyle}>
        Sync now
      </button>
      <button type="button" disabled={busy} onClick={() => void run(true)} style={buttonStyle}>
        Sync everything again
      </button>
      {outcome ? (
        <p role={outcome.kind === 'error' ? 'alert' : 'status'} style={{ fontSize: 12, margin: 0, color: outcome.kind === 'error' ? '#d02b20' : '#328048' }}>
          {outcome.text}
        </p>
      ) : null}
    </section>
  );
}
