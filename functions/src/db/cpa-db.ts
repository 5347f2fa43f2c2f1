// The accountant area's entities (delegation, firms, verification, referrals, billing) bound to the same
// table as db(). A separate Service keeps this area's transactions among its own entities and lets the
// area evolve without touching the shared service file; users are still read and written through db().
import { Service } from 'electrodb';
import { documentClient } from '../platform/aws/dynamo';
import { getEnv } from '../platform/env';
import { accessRequestEntity, auditEntryEntity, grantEntity } from './entities/delegation';
import { firmEntity, firmInvitationEntity, firmMemberEntity, joinRequestEntity } from './entities/firm';
import { verificationArtifactEntity, verificationEntity } from './entities/verification';
import { referralEntity } from './entities/referral';
import { billingAccountEntity, billingCustomerEntity, billingEventEntity } from './entities/billing';

function createService() {
  return new Service(
    {
      accessRequest: accessRequestEntity,
      grant: grantEntity,
      auditEntry: auditEntryEntity,
      firm: firmEntity,
      firmMember: firmMemberEntity,
      firmInvitation: firmInvitationEntity,
      joinRequest: joinRequestEntity,
      verification: verificationEntity,
      verificationArtifact: verificationArtifactEntity,
      referral: referralEntity,
      billingAccount: billingAccountEntity,
      billingEvent: billingEventEntity,
      billingCustomer: billingCustomerEntity,
    },
    { table: getEnv().TABLE_NAME, client: documentClient() },
  );
}

let cached: ReturnType<typeof createService> | undefined;

export function cpaDb() {
  cached ??= createService();
  return cached;
}
