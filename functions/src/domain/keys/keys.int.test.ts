import { constants, generateKeyPairSync, privateDecrypt, publicEncrypt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useLocalStack } from '../../../../infra/local/test-env';
import {
  ApiClient,
  signedInUser,
  type ClientOptions,
  type TestUser,
  localClientOptions,
} from '../auth/test-support/api-client';
import { getUserByEmail } from '../../db/access/users';
import { createActiveUser } from '../auth/test-support/users';
import { createSession } from '../sessions/sessions';
import { adjustKeyUsage } from '../../db/access/encryption-keys';
import { unsealPrivateKey } from './keys';

let opts: ClientOptions;
let outbox: string;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  const stack = useLocalStack();
  opts = localClientOptions();
  outbox = stack.env.MAIL_OUTBOX_DIR!;
  [alice, bob] = await Promise.all([signedInUser(opts, outbox), signedInUser(opts, outbox)]);
});

function pemPair(bits: number) {
  return generateKeyPairSync('rsa', {
    modulusLength: bits,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

describe('the key created at registration', () => {
  it('is an active 4096-bit RSA-256 key with zero usage; the active-key route returns its public key', async () => {
    const usage = await alice.client.get('/api/encryption/keys/usage');
    expect(usage.status).toBe(200);
    expect(usage.body).toHaveLength(1);
    expect(usage.body[0]).toMatchObject({
      isActive: true,
      safeToDelete: false,
      keySize: 4096,
      algorithm: 'RSA-256',
      documentCount: 0,
      transactionCount: 0,
    });
    const active = await alice.client.get('/api/encryption/keys/active');
    expect(active.status).toBe(200);
    expect(active.body.id).toBe(usage.body[0].id);
    expect(active.body.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(active.body).not.toHaveProperty('privateKey');
    expect(active.body).not.toHaveProperty('privateKeyEnc');
  });

  it('has a KMS-sealed private key that matches the public key (OAEP SHA-256)', async () => {
    const user = (await getUserByEmail(alice.email))!;
    const active = await alice.client.get('/api/encryption/keys/active');
    const privateKey = await unsealPrivateKey(user.userId, active.body.id);
    const sealed = publicEncrypt(
      { key: active.body.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from('probe'),
    );
    expect(
      privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        sealed,
      ).toString(),
    ).toBe('probe');
  });
});

describe('POST /api/encryption/keys/generate', () => {
  it('creates a new active key (2048, RSA-512) and makes the previous one inactive', async () => {
    const before = (await bob.client.get('/api/encryption/keys/active')).body;
    const res = await bob.client.post('/api/encryption/keys/generate', {
      keySize: 2048,
      algorithm: 'RSA-512',
      currentPassword: bob.password,
    });
    expect(res.status).toBe(201);
    expect(res.body.key).toMatchObject({ isActive: true, keySize: 2048, algorithm: 'RSA-512' });
    const usage = (await bob.client.get('/api/encryption/keys/usage')).body;
    expect(usage.map((k: { id: string; isActive: boolean }) => [k.id, k.isActive])).toEqual([
      [res.body.key.id, true],
      [before.id, false],
    ]);
    // The old key holds no documents: it may be deleted without force.
    expect(usage[1].safeToDelete).toBe(true);
    expect((await bob.client.get('/api/encryption/keys/active')).body.id).toBe(res.body.key.id);
  });

  it.each([
    [{ keySize: 1024, algorithm: 'RSA-256' }, 'keySize'],
    [{ keySize: 4096, algorithm: 'RSA-1' }, 'algorithm'],
    [{ keySize: '4096', algorithm: 'RSA-256' }, 'keySize'],
  ])('refuses %j', async (body, field) => {
    const res = await bob.client.post('/api/encryption/keys/generate', {
      ...body,
      currentPassword: bob.password,
    });
    expect(res.status).toBe(400);
    expect(res.body.details.fields).toHaveProperty(field);
  });

  it('needs a session', async () => {
    expect(
      (
        await new ApiClient(opts).post('/api/encryption/keys/generate', {
          keySize: 2048,
          algorithm: 'RSA-256',
          currentPassword: 'Some-Password-1',
        })
      ).status,
    ).toBe(401);
  });
});

describe('POST /api/encryption/keys/import', () => {
  it('imports a matching PEM pair as the new active key', async () => {
    const pair = pemPair(2048);
    const res = await alice.client.post('/api/encryption/keys/import', {
      ...pair,
      algorithm: 'RSA-256',
      currentPassword: alice.password,
    });
    expect(res.status).toBe(201);
    expect(res.body.key).toMatchObject({ isActive: true, keySize: 2048, algorithm: 'RSA-256' });
    const active = (await alice.client.get('/api/encryption/keys/active')).body;
    expect(active.publicKey.trim()).toBe(pair.publicKey.trim());
  });

  it('refuses a pair that does not match, a non-RSA key, a wrong size and garbage', async () => {
    const a = pemPair(2048);
    const b = pemPair(2048);
    const ec = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const small = pemPair(1024);
    for (const body of [
      { publicKey: a.publicKey, privateKey: b.privateKey },
      { publicKey: ec.publicKey, privateKey: ec.privateKey },
      { publicKey: small.publicKey, privateKey: small.privateKey },
      { publicKey: 'hello', privateKey: 'world' },
      { publicKey: a.privateKey, privateKey: a.privateKey },
    ]) {
      const res = await alice.client.post('/api/encryption/keys/import', {
        ...body,
        currentPassword: alice.password,
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Unable to import encryption keys.');
    }
  });

  it('refuses blank keys with the spec message', async () => {
    const res = await alice.client.post('/api/encryption/keys/import', { publicKey: ' ', privateKey: '' });
    expect(res.status).toBe(400);
    expect(res.body.details.fields.publicKey).toEqual(['Please provide both public and private keys.']);
    expect(res.body.details.fields.privateKey).toEqual(['Please provide both public and private keys.']);
  });
});

describe('DELETE /api/encryption/keys/{id}', () => {
  it('refuses the active key', async () => {
    const active = (await alice.client.get('/api/encryption/keys/active')).body;
    const res = await alice.client.request('DELETE', `/api/encryption/keys/${active.id}`, {
      currentPassword: alice.password,
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/active key cannot be deleted/);
  });

  it('needs force for an inactive key still in use, then deletes it', async () => {
    const user = (await getUserByEmail(alice.email))!;
    const inactive = (await alice.client.get('/api/encryption/keys/usage')).body.find(
      (k: { isActive: boolean }) => !k.isActive,
    );
    await adjustKeyUsage(user.userId, inactive.id, { documents: 2, transactions: 7 });
    const listed = (await alice.client.get('/api/encryption/keys/usage')).body.find(
      (k: { id: string }) => k.id === inactive.id,
    );
    expect(listed).toMatchObject({ safeToDelete: false, documentCount: 2, transactionCount: 7 });
    const refused = await alice.client.request('DELETE', `/api/encryption/keys/${inactive.id}`, {
      currentPassword: alice.password,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.details).toMatchObject({
      documentCount: 2,
      transactionCount: 7,
      requiresForce: true,
    });
    const forced = await alice.client.request('DELETE', `/api/encryption/keys/${inactive.id}?force=true`, {
      currentPassword: alice.password,
    });
    expect(forced.status).toBe(200);
    expect(forced.body).toEqual({ message: 'Encryption key deleted.', id: inactive.id });
    const after = (await alice.client.get('/api/encryption/keys/usage')).body.map(
      (k: { id: string }) => k.id,
    );
    expect(after).not.toContain(inactive.id);
  });

  it("deletes a safe inactive key without force, and cannot touch another user's key", async () => {
    const bobKeys = (await bob.client.get('/api/encryption/keys/usage')).body;
    const bobInactive = bobKeys.find((k: { isActive: boolean }) => !k.isActive);
    const foreign = await alice.client.request(
      'DELETE',
      `/api/encryption/keys/${bobInactive.id}?force=true`,
      { currentPassword: alice.password },
    );
    expect(foreign.status).toBe(404);
    expect(
      (
        await bob.client.request('DELETE', `/api/encryption/keys/${bobInactive.id}`, {
          currentPassword: bob.password,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await bob.client.request('DELETE', `/api/encryption/keys/${bobInactive.id}`, {
          currentPassword: bob.password,
        })
      ).status,
    ).toBe(404);
  });

  it('needs a session and validates force', async () => {
    expect(
      (
        await new ApiClient(opts).request('DELETE', '/api/encryption/keys/abc', {
          currentPassword: 'Some-Password-1',
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await alice.client.request('DELETE', '/api/encryption/keys/abc?force=yes', {
          currentPassword: alice.password,
        })
      ).status,
    ).toBe(400);
  });
});

describe('a user without keys', () => {
  it('gets 404 "No active key found" and an empty usage list; anonymous callers get 401', async () => {
    const userId = await createActiveUser('nokey');
    const { token } = await createSession(userId);
    const client = new ApiClient(opts);
    client.cookie = `dl_session=${token}`;
    const active = await client.get('/api/encryption/keys/active');
    expect(active.status).toBe(404);
    expect(active.body.error).toBe('No active key found');
    expect((await client.get('/api/encryption/keys/usage')).body).toEqual([]);
    expect((await new ApiClient(opts).get('/api/encryption/keys/active')).status).toBe(401);
    expect((await new ApiClient(opts).get('/api/encryption/keys/usage')).status).toBe(401);
  });
});
