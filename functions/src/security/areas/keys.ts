// Security harness declarations: encryption keys (spec part 1 §7).
import { declareArea } from '../declarations';
import { generateRsaPair } from '../../domain/keys/rsa';
import { importKey } from '../../domain/keys/keys';

export default declareArea({
  getActiveKey: {},
  listKeyUsage: {},
  generateKey: {
    request: ({ owner }) => ({
      body: { keySize: 2048, algorithm: 'RSA-256', currentPassword: owner.password },
    }),
    ok: 201,
    // admin2fa has two-factor on, and a key change then needs a current code the owner's request lacks (400).
    expect: { admin2fa: 400 },
  },
  importKey: {
    request: async ({ owner }) => ({
      body: { ...(await generateRsaPair(2048)), algorithm: 'RSA-256', currentPassword: owner.password },
    }),
    ok: 201,
    // admin2fa has two-factor on, and a key change then needs a current code the owner's request lacks (400).
    expect: { admin2fa: 400 },
  },
  deleteKey: {
    // The owner's first key becomes inactive when another is imported; only inactive keys can be deleted.
    request: async ({ owner }) => {
      await importKey(owner.userId, { ...(await generateRsaPair(2048)), algorithm: 'RSA-256' });
      return { params: { id: owner.keyId }, body: { currentPassword: owner.password } };
    },
    ownedObject: true,
    // Re-authentication comes before the key lookup: admin2fa (two-factor on, no code) gets 400 whether or not
    // the key exists, so the answer reveals nothing about another user's keys.
    expect: { admin2fa: 400 },
  },
});
