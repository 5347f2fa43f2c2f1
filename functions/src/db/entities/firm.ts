import { Entity } from 'electrodb';

// A CPA firm (spec part 3 §3). All firms share one GSI partition so search is a Query, never a Scan.
export const firmEntity = new Entity({
  model: { entity: 'firm', version: '1', service: 'docledger' },
  attributes: {
    firmId: { type: 'string', required: true },
    firmName: { type: 'string', required: true },
    firmNameLower: { type: 'string', required: true },
    email: { type: 'string' },
    phone: { type: 'string' },
    createdBy: { type: 'string', required: true },
    createdAt: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['firmId'] }, sk: { field: 'sk', composite: [] } },
    all: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [] },
      sk: { field: 'gsi1sk', composite: ['firmNameLower', 'firmId'] },
    },
  },
});

// Membership, keyed by the CPA: a CPA belongs to at most one firm (the key makes a second one a conflict).
export const firmMemberEntity = new Entity({
  model: { entity: 'firmMember', version: '1', service: 'docledger' },
  attributes: {
    userId: { type: 'string', required: true },
    firmId: { type: 'string', required: true },
    joinedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
    byFirm: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['firmId'] },
      sk: { field: 'gsi1sk', composite: ['joinedAt', 'userId'] },
    },
  },
});

export const firmInvitationEntity = new Entity({
  model: { entity: 'firmInvitation', version: '1', service: 'docledger' },
  attributes: {
    invitationId: { type: 'string', required: true },
    firmId: { type: 'string', required: true },
    invitedEmail: { type: 'string', required: true },
    invitedEmailLower: { type: 'string', required: true },
    inviterUserId: { type: 'string', required: true },
    message: { type: 'string' },
    invitedAt: { type: 'string', required: true },
    /** ISO date the invitation stops being acceptable (not a TTL: the firm keeps seeing it). */
    validUntil: { type: 'string', required: true },
    status: { type: ['pending', 'accepted', 'declined'] as const, required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['invitationId'] }, sk: { field: 'sk', composite: [] } },
    byFirm: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['firmId'] },
      sk: { field: 'gsi1sk', composite: ['invitedAt', 'invitationId'] },
    },
    byEmail: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['invitedEmailLower'] },
      sk: { field: 'gsi2sk', composite: ['invitedAt', 'invitationId'] },
    },
  },
});

export const joinRequestEntity = new Entity({
  model: { entity: 'joinRequest', version: '1', service: 'docledger' },
  attributes: {
    joinRequestId: { type: 'string', required: true },
    firmId: { type: 'string', required: true },
    requesterUserId: { type: 'string', required: true },
    message: { type: 'string' },
    requestedAt: { type: 'string', required: true },
    status: { type: ['pending', 'approved', 'denied'] as const, required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['joinRequestId'] }, sk: { field: 'sk', composite: [] } },
    byFirm: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['firmId'] },
      sk: { field: 'gsi1sk', composite: ['requestedAt', 'joinRequestId'] },
    },
    byRequester: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['requesterUserId'] },
      sk: { field: 'gsi2sk', composite: ['requestedAt', 'joinRequestId'] },
    },
  },
});
