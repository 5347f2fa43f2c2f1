import { Entity } from 'electrodb';
import { ARTIFACT_TYPES, VERIFICATION_STATUSES } from '@docledger/shared/api/schemas/verification';

// A CPA's identity verification, one per CPA (keyed by the user). The user item keeps a copy of the
// status (user.verificationStatus) because the route table's 'cpa' level reads it on every request.
export const verificationEntity = new Entity({
  model: { entity: 'verification', version: '1', service: 'docledger' },
  attributes: {
    cpaUserId: { type: 'string', required: true },
    verificationId: { type: 'string', required: true },
    status: { type: VERIFICATION_STATUSES, required: true },
    businessLicenseNumber: { type: 'string' },
    businessLicenseState: { type: 'string' },
    businessLicenseExpiration: { type: 'string' },
    createdAt: { type: 'string', required: true },
    submittedAt: { type: 'string' },
    reviewedAt: { type: 'string' },
    reviewedBy: { type: 'string' },
    approvedUntil: { type: 'string' },
    expirationDays: { type: 'number' },
    adminNotes: { type: 'string' },
    rejectionReason: { type: 'string' },
    moreInfoRequested: { type: 'string' },
    /** The admin queue: status partition, oldest submission first. */
    queueStatus: { type: 'string', required: true },
    queueAt: { type: 'string', required: true },
  },
  indexes: {
    byCpa: { pk: { field: 'pk', composite: ['cpaUserId'] }, sk: { field: 'sk', composite: [] } },
    byId: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['verificationId'] },
      sk: { field: 'gsi1sk', composite: [] },
    },
    byStatus: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['queueStatus'] },
      sk: { field: 'gsi2sk', composite: ['queueAt', 'cpaUserId'] },
    },
  },
});

// One uploaded file of a verification. The object key is server-made under verification/<cpa>/.
export const verificationArtifactEntity = new Entity({
  model: { entity: 'verificationArtifact', version: '1', service: 'docledger' },
  attributes: {
    cpaUserId: { type: 'string', required: true },
    artifactId: { type: 'string', required: true },
    artifactType: { type: ARTIFACT_TYPES, required: true },
    fileName: { type: 'string', required: true },
    contentType: { type: 'string', required: true },
    size: { type: 'number', required: true },
    s3Key: { type: 'string', required: true },
    state: { type: ['pending', 'uploaded', 'rejected'] as const, required: true },
    uploadedAt: { type: 'string', required: true },
  },
  indexes: {
    byCpa: {
      pk: { field: 'pk', composite: ['cpaUserId'] },
      sk: { field: 'sk', composite: ['artifactId'] },
    },
  },
});
