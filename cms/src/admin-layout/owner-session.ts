import { contentType, group } from './types';

export default contentType({
  uid: 'api::owner-session.owner-session',
  fields: {
    tokenHash: {
      label: 'Session key (hashed)',
      description: "A hash of the secret in the owner's browser; the secret itself is never stored. Delete the row to log the owner out.",
      editable: false,
    },
    owner: { label: 'Owner', description: 'The owner account this login belongs to.', editable: false },
    lastSeenAt: { label: 'Last used', description: 'The last time the owner used the portal; after 30 minutes without use the session ends.', editable: false },
    expiresAt: { label: 'Ends at', description: 'When the session ends at the latest (12 hours after login), whatever the use.', editable: false },
  },
  edit: [
    group(
      'Session',
      [
        ['owner', 6],
        ['tokenHash', 6],
      ],
      [
        ['lastSeenAt', 6],
        ['expiresAt', 6],
      ],
    ),
  ],
});
