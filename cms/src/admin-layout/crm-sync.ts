import { contentType, group } from './types';

export default contentType({
  uid: 'api::crm-sync.crm-sync',
  fields: {
    lastRunAt: { label: 'Last sync', description: 'When the last sync with the CRM started (by the schedule, the command or the "Sync now" button).' },
    lastResult: {
      label: 'Result',
      description: 'ok: synced. failed: the CRM gave no usable answer, nothing was changed. refused: it would have retired too many listings.',
    },
    lastError: { label: 'Error', description: 'What went wrong the last time, as the CRM or the guard said it. Empty after a sync that worked.' },
    lastReport: {
      label: 'What changed',
      description:
        'The last successful sync: listings received, created, updated, unchanged, no longer in the feed, failed; under projects the same for the new-build projects (removed: unpublished), and listings linked to them.',
    },
    changeSince: {
      label: 'Changes since',
      description: 'The next sync asks the CRM only for changes since this moment. Empty it (and save) to read everything again.',
    },
  },
  edit: [
    group(
      'Last sync',
      [
        ['lastRunAt', 6],
        ['lastResult', 6],
      ],
      [['lastError', 12]],
      [['lastReport', 12]],
      [['changeSince', 6]],
    ),
  ],
});
