// A local stand-in for AWS KMS (DESIGN §6): a node:http server speaking the KMS JSON 1.1 protocol for
// the calls DocLedger makes, so the handlers use the real @aws-sdk/client-kms locally.
// Key material lives in one 0600 file under DATA_DIR/kms; ciphertext blobs embed the key id, so Decrypt
// needs no KeyId, as in AWS. The encryption context is bound as GCM additional data: a blob decrypted
// with another context fails exactly like AWS (InvalidCiphertextException).
import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export const LOCAL_ACCOUNT_ID = '000000000000';

const BLOB_MAGIC = Buffer.from('DLK1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const MAX_REQUEST_BYTES = 256 * 1024;

interface StoredKey {
  keyId: string;
  material: string; // base64, 32 bytes
  description: string;
  createdAt: number; // epoch seconds
}

interface KeyStoreFile {
  keys: StoredKey[];
  aliases: Record<string, string>; // alias/name → key id
}

export class KmsError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** Canonical JSON of an encryption context: keys sorted, so the same context always gives the same AAD. */
export function canonicalContext(context: Record<string, string> | undefined): Buffer {
  const sorted = Object.keys(context ?? {})
    .sort()
    .map((k) => [k, (context ?? {})[k]]);
  return Buffer.from(JSON.stringify(Object.fromEntries(sorted)), 'utf8');
}

export interface LocalKmsOptions {
  dataDir: string;
  region: string;
}

export class LocalKms {
  private readonly file: string;
  private state: KeyStoreFile;

  constructor(private readonly options: LocalKmsOptions) {
    const dir = join(options.dataDir, 'kms');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    this.file = join(dir, 'keys.json');
    this.state = existsSync(this.file)
      ? (JSON.parse(readFileSync(this.file, 'utf8')) as KeyStoreFile)
      : { keys: [], aliases: {} };
    if (!existsSync(this.file)) this.save();
  }

  private save(): void {
    const tmp = `${this.file}.tmp`;
    writeFileSync(tmp, JSON.stringify(this.state, null, 2), { mode: 0o600 });
    chmodSync(tmp, 0o600);
    renameSync(tmp, this.file);
  }

  keyArn(keyId: string): string {
    return `arn:aws:kms:${this.options.region}:${LOCAL_ACCOUNT_ID}:key/${keyId}`;
  }

  private aliasArn(alias: string): string {
    return `arn:aws:kms:${this.options.region}:${LOCAL_ACCOUNT_ID}:${alias}`;
  }

  /** Accepts what AWS accepts as a KeyId: key id, key ARN, alias name, alias ARN. */
  resolve(keyRef: unknown): StoredKey {
    if (typeof keyRef !== 'string' || keyRef.length === 0) {
      throw new KmsError('ValidationException', 'KeyId is required');
    }
    let ref = keyRef;
    const arn = /^arn:aws:kms:[^:]*:[^:]*:(.+)$/.exec(ref);
    if (arn?.[1]) ref = arn[1];
    if (ref.startsWith('key/')) ref = ref.slice(4);
    if (ref.startsWith('alias/')) {
      const target = this.state.aliases[ref];
      if (!target) throw new KmsError('NotFoundException', `Alias ${this.aliasArn(ref)} is not found.`);
      ref = target;
    }
    const key = this.state.keys.find((k) => k.keyId === ref);
    if (!key) throw new KmsError('NotFoundException', `Key '${this.keyArn(ref)}' does not exist`);
    return key;
  }

  private metadata(key: StoredKey) {
    return {
      AWSAccountId: LOCAL_ACCOUNT_ID,
      KeyId: key.keyId,
      Arn: this.keyArn(key.keyId),
      CreationDate: key.createdAt,
      Enabled: true,
      Description: key.description,
      KeyUsage: 'ENCRYPT_DECRYPT',
      KeyState: 'Enabled',
      Origin: 'AWS_KMS',
      KeyManager: 'CUSTOMER',
      KeySpec: 'SYMMETRIC_DEFAULT',
      CustomerMasterKeySpec: 'SYMMETRIC_DEFAULT',
      EncryptionAlgorithms: ['SYMMETRIC_DEFAULT'],
      MultiRegion: false,
    };
  }

  createKey(description = ''): StoredKey {
    const key: StoredKey = {
      keyId: randomUUID(),
      material: randomBytes(32).toString('base64'),
      description,
      createdAt: Math.floor(Date.now() / 1000),
    };
    this.state.keys.push(key);
    this.save();
    return key;
  }

  createAlias(aliasName: string, targetKeyId: string): void {
    if (!/^alias\/[a-zA-Z0-9/_-]+$/.test(aliasName) || aliasName.startsWith('alias/aws/')) {
      throw new KmsError('ValidationException', `Alias name ${aliasName} is not valid`);
    }
    if (this.state.aliases[aliasName]) {
      throw new KmsError(
        'AlreadyExistsException',
        `An alias with the name ${this.aliasArn(aliasName)} already exists`,
      );
    }
    const key = this.resolve(targetKeyId);
    this.state.aliases[aliasName] = key.keyId;
    this.save();
  }

  /** The key behind an alias, created with the alias when missing (idempotent stack start-up). */
  ensureAliasedKey(aliasName: string, description: string): StoredKey {
    const existing = this.state.aliases[aliasName];
    if (existing) return this.resolve(existing);
    const key = this.createKey(description);
    this.createAlias(aliasName, key.keyId);
    return key;
  }

  encrypt(keyRef: unknown, plaintext: Buffer, context: Record<string, string> | undefined): Buffer {
    const key = this.resolve(keyRef);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(key.material, 'base64'), iv);
    cipher.setAAD(canonicalContext(context));
    const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    const keyIdBytes = Buffer.from(key.keyId, 'utf8');
    return Buffer.concat([
      BLOB_MAGIC,
      Buffer.from([keyIdBytes.length]),
      keyIdBytes,
      iv,
      cipher.getAuthTag(),
      body,
    ]);
  }

  decrypt(
    blob: Buffer,
    context: Record<string, string> | undefined,
    keyRef?: unknown,
  ): { key: StoredKey; plaintext: Buffer } {
    const invalid = () => new KmsError('InvalidCiphertextException', '');
    if (blob.length < BLOB_MAGIC.length + 1 || !blob.subarray(0, BLOB_MAGIC.length).equals(BLOB_MAGIC)) {
      throw invalid();
    }
    const idLength = blob[BLOB_MAGIC.length] ?? 0;
    let offset = BLOB_MAGIC.length + 1;
    const keyId = blob.subarray(offset, offset + idLength).toString('utf8');
    offset += idLength;
    if (blob.length < offset + IV_BYTES + TAG_BYTES) throw invalid();
    const iv = blob.subarray(offset, offset + IV_BYTES);
    const tag = blob.subarray(offset + IV_BYTES, offset + IV_BYTES + TAG_BYTES);
    const body = blob.subarray(offset + IV_BYTES + TAG_BYTES);
    const key = this.state.keys.find((k) => k.keyId === keyId);
    if (!key) throw invalid();
    if (keyRef !== undefined && this.resolve(keyRef).keyId !== key.keyId) {
      throw new KmsError(
        'IncorrectKeyException',
        'The key ID in the request does not identify a CMK that can perform this operation.',
      );
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', Buffer.from(key.material, 'base64'), iv);
      decipher.setAAD(canonicalContext(context));
      decipher.setAuthTag(tag);
      return { key, plaintext: Buffer.concat([decipher.update(body), decipher.final()]) };
    } catch {
      throw invalid();
    }
  }

  /** One JSON 1.1 call: `TrentService.<operation>` with its parsed body; returns the response body. */
  handle(operation: string, input: Record<string, unknown>): Record<string, unknown> {
    switch (operation) {
      case 'GenerateDataKey':
      case 'GenerateDataKeyWithoutPlaintext': {
        const bytes = dataKeyBytes(input);
        const plaintext = randomBytes(bytes);
        const key = this.resolve(input.KeyId);
        const blob = this.encrypt(key.keyId, plaintext, contextOf(input));
        const out: Record<string, unknown> = {
          CiphertextBlob: blob.toString('base64'),
          KeyId: this.keyArn(key.keyId),
        };
        if (operation === 'GenerateDataKey') out.Plaintext = plaintext.toString('base64');
        return out;
      }
      case 'Encrypt': {
        const plaintext = base64Field(input, 'Plaintext');
        if (plaintext.length === 0 || plaintext.length > 4096) {
          throw new KmsError('ValidationException', 'Plaintext must be between 1 and 4096 bytes');
        }
        const key = this.resolve(input.KeyId);
        return {
          CiphertextBlob: this.encrypt(key.keyId, plaintext, contextOf(input)).toString('base64'),
          KeyId: this.keyArn(key.keyId),
          EncryptionAlgorithm: 'SYMMETRIC_DEFAULT',
        };
      }
      case 'Decrypt': {
        const { key, plaintext } = this.decrypt(
          base64Field(input, 'CiphertextBlob'),
          contextOf(input),
          input.KeyId,
        );
        return {
          Plaintext: plaintext.toString('base64'),
          KeyId: this.keyArn(key.keyId),
          EncryptionAlgorithm: 'SYMMETRIC_DEFAULT',
        };
      }
      case 'DescribeKey':
        return { KeyMetadata: this.metadata(this.resolve(input.KeyId)) };
      case 'CreateKey': {
        const description = typeof input.Description === 'string' ? input.Description : '';
        return { KeyMetadata: this.metadata(this.createKey(description)) };
      }
      case 'CreateAlias':
        this.createAlias(String(input.AliasName ?? ''), String(input.TargetKeyId ?? ''));
        return {};
      case 'ListAliases': {
        const filter = input.KeyId === undefined ? undefined : this.resolve(input.KeyId).keyId;
        const aliases = Object.entries(this.state.aliases)
          .filter(([, target]) => filter === undefined || target === filter)
          .map(([name, target]) => ({ AliasName: name, AliasArn: this.aliasArn(name), TargetKeyId: target }));
        return { Aliases: aliases, Truncated: false };
      }
      default:
        throw new KmsError('UnsupportedOperationException', `The local KMS does not implement ${operation}`);
    }
  }
}

function contextOf(input: Record<string, unknown>): Record<string, string> | undefined {
  const ctx = input.EncryptionContext;
  if (ctx === undefined || ctx === null) return undefined;
  if (typeof ctx !== 'object' || Object.values(ctx).some((v) => typeof v !== 'string')) {
    throw new KmsError('ValidationException', 'EncryptionContext must map strings to strings');
  }
  return ctx as Record<string, string>;
}

function base64Field(input: Record<string, unknown>, name: string): Buffer {
  const value = input[name];
  if (typeof value !== 'string') throw new KmsError('ValidationException', `${name} is required`);
  return Buffer.from(value, 'base64');
}

function dataKeyBytes(input: Record<string, unknown>): number {
  if (input.KeySpec === 'AES_256') return 32;
  if (input.KeySpec === 'AES_128') return 16;
  if (typeof input.NumberOfBytes === 'number' && input.NumberOfBytes >= 1 && input.NumberOfBytes <= 1024) {
    return input.NumberOfBytes;
  }
  throw new KmsError(
    'ValidationException',
    'Specify either KeySpec (AES_256 or AES_128) or NumberOfBytes (1-1024)',
  );
}

export interface LocalKmsServer {
  endpoint: string;
  kms: LocalKms;
  stop(): Promise<void>;
}

export async function startLocalKms(options: LocalKmsOptions & { port?: number }): Promise<LocalKmsServer> {
  const kms = new LocalKms(options);
  const server = createServer((req, res) => {
    void serve(kms, req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    kms,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function serve(kms: LocalKms, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const send = (status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/x-amz-json-1.1',
      'content-length': Buffer.byteLength(text),
      'x-amzn-requestid': randomUUID(),
    });
    res.end(text);
  };
  try {
    const target = req.headers['x-amz-target'];
    const match = typeof target === 'string' ? /^TrentService\.(\w+)$/.exec(target) : null;
    if (req.method !== 'POST' || !match?.[1]) {
      throw new KmsError(
        'UnknownOperationException',
        'Expected a POST with X-Amz-Target: TrentService.<Operation>',
      );
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_REQUEST_BYTES) throw new KmsError('ValidationException', 'Request too large', 413);
      chunks.push(chunk as Buffer);
    }
    const raw = Buffer.concat(chunks).toString('utf8');
    let input: Record<string, unknown>;
    try {
      input = raw.length ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      throw new KmsError('SerializationException', 'Request body is not valid JSON');
    }
    send(200, kms.handle(match[1], input));
  } catch (error) {
    if (error instanceof KmsError) {
      send(error.status, { __type: error.type, message: error.message });
    } else {
      send(500, { __type: 'KMSInternalException', message: 'Internal error in the local KMS' });
    }
  }
}
