import { Entity } from 'electrodb';

// The payment side of a user: subscription state from the provider and referral credits.
export const billingAccountEntity = new Entity({
  model: { entity: 'billingAccount', version: '1', service: 'docledger' },
  attributes: {
    userId: { type: 'string', required: true },
    customerId: { type: 'string' },
    subscriptionId: { type: 'string' },
    subscriptionStatus: { type: 'string' },
    plan: { type: ['individual', 'firm'] as const },
    firstPaidAt: { type: 'string' },
    /**
     * Free months earned through referrals (part 3 §1) and months already applied; absent = 0. No
     * default: every write of this item is an upsert, which would write the default over the counts.
     */
    freeMonthsEarned: { type: 'number' },
    freeMonthsUsed: { type: 'number' },
    /** When the firm plan's first month was made free on its first invoice (part 3 §9; once). */
    firstMonthFreeAt: { type: 'string' },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
  },
});

// A processed webhook event id: providers retry, and each event must change state once.
export const billingEventEntity = new Entity({
  model: { entity: 'billingEvent', version: '1', service: 'docledger' },
  attributes: {
    eventId: { type: 'string', required: true },
    type: { type: 'string', required: true },
    receivedAt: { type: 'string', required: true },
    /** Epoch seconds (TTL): providers stop retrying after a few days. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['eventId'] }, sk: { field: 'sk', composite: [] } },
  },
});

// Which user a provider customer id belongs to (invoices and subscription events name only the customer).
export const billingCustomerEntity = new Entity({
  model: { entity: 'billingCustomer', version: '1', service: 'docledger' },
  attributes: {
    customerId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
  },
  indexes: {
    byCustomer: { pk: { field: 'pk', composite: ['customerId'] }, sk: { field: 'sk', composite: [] } },
  },
});
