// The local stack listens on loopback only and keeps its data private (issue 7, DESIGN §6): every
// listening TCP socket of the processes serving the stack (the test run's stack process and the
// DynamoDB Local JVM) is on 127.0.0.1, nothing answers on the machine's other addresses, and the
// files and directories the stack writes are 0600 / 0700.
import { readFileSync, readdirSync, readlinkSync, lstatSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDynamoDbLocal } from './dynamodb-local';
import { useLocalStack, type ProvidedLocalStack } from './test-env';

interface ListeningSocket {
  address: string;
  port: number;
  inode: string;
}

/** `0100007F` → `127.0.0.1`; 32 hex digits → an IPv6 address in full form (IPv4-mapped shown as such). */
function decodeAddress(hex: string): string {
  const words = hex.match(/.{8}/g) ?? [];
  // /proc prints each 32-bit word in host (little-endian) byte order.
  const bytes = words.flatMap((word) => (word.match(/../g) ?? []).reverse().map((b) => parseInt(b, 16)));
  if (bytes.length === 4) return bytes.join('.');
  if (bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff)
    return `::ffff:${bytes.slice(12).join('.')}`;
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(((bytes[i]! << 8) | bytes[i + 1]!).toString(16));
  return groups.join(':');
}

/** Every TCP socket in LISTEN state on the machine (this network namespace), IPv4 and IPv6. */
function listeningSockets(): ListeningSocket[] {
  const sockets: ListeningSocket[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue; // no IPv6 on this machine
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10 || fields[3] !== '0A') continue; // 0A = LISTEN
      const [address, port] = fields[1]!.split(':') as [string, string];
      sockets.push({ address: decodeAddress(address), port: parseInt(port, 16), inode: fields[9]! });
    }
  }
  return sockets;
}

/** Socket inodes held open by a process (only processes of our own user are readable). */
function socketInodes(pid: string): Set<string> {
  const inodes = new Set<string>();
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return inodes;
  }
  for (const fd of fds) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match) inodes.add(match[1]!);
    } catch {
      // closed meanwhile
    }
  }
  return inodes;
}

/** The processes holding the listening sockets on these ports, with every socket each one listens on. */
function ownersOf(ports: number[]): Map<string, ListeningSocket[]> {
  const all = listeningSockets();
  const wanted = new Set(all.filter((s) => ports.includes(s.port)).map((s) => s.inode));
  const owners = new Map<string, ListeningSocket[]>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const inodes = socketInodes(pid);
    if (![...wanted].some((inode) => inodes.has(inode))) continue;
    owners.set(
      pid,
      all.filter((s) => inodes.has(s.inode)),
    );
  }
  return owners;
}

const isLoopback = (address: string) =>
  /^127\./.test(address) || address === '0:0:0:0:0:0:0:1' || /^::ffff:127\./.test(address);

const portOf = (url: string) => Number(new URL(url).port);

/** Resolves to true when a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 3_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The machine's own addresses other than loopback (what another host on the network would reach). */
const externalAddresses = Object.values(networkInterfaces())
  .flat()
  .filter((info) => info && !info.internal && info.family === 'IPv4')
  .map((info) => info!.address);

let stack: ProvidedLocalStack;

beforeAll(() => {
  stack = useLocalStack();
});

describe('local stack on loopback only', () => {
  it('every listening socket of the stack processes is on 127.0.0.1', async () => {
    const ports = Object.values(stack.urls).map(portOf);
    const owners = ownersOf(ports);
    // Each service was found listening (the stack process and the DynamoDB Local JVM at least).
    const found = new Set([...owners.values()].flat().map((s) => s.port));
    for (const port of ports) expect(found, `port ${port} is listening`).toContain(port);
    expect(owners.size).toBeGreaterThanOrEqual(2);
    const sockets = [...owners.entries()].flatMap(([pid, list]) =>
      list.map((s) => `${pid} ${s.address}:${s.port}`),
    );
    const exposed = sockets.filter((s) => !isLoopback(s.split(' ')[1]!.replace(/:\d+$/, '')));
    expect(exposed, `listening beyond loopback: ${sockets.join(', ')}`).toEqual([]);
  });

  it.runIf(externalAddresses.length > 0)("no service answers on the machine's other addresses", async () => {
    for (const [name, url] of Object.entries(stack.urls)) {
      expect(await accepts('127.0.0.1', portOf(url)), `${name} on 127.0.0.1`).toBe(true);
      for (const address of externalAddresses)
        expect(await accepts(address, portOf(url)), `${name} on ${address}`).toBe(false);
    }
  });
});

describe('DynamoDB Local started with a data directory', () => {
  let dataDir: string;
  let dynamo: Awaited<ReturnType<typeof startDynamoDbLocal>> | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'docledger-ddb-perm-'));
    dynamo = await startDynamoDbLocal({ dataDir });
  });
  afterAll(async () => {
    await dynamo?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('listens on 127.0.0.1 only and writes its database 0600 in a 0700 directory', async () => {
    const port = portOf(dynamo!.endpoint);
    const sockets = [...ownersOf([port]).values()].flat();
    expect(sockets.length).toBeGreaterThan(0);
    for (const socket of sockets)
      expect(socket.address, `${socket.address}:${socket.port}`).toBe('127.0.0.1');
    for (const address of externalAddresses) expect(await accepts(address, port)).toBe(false);

    // A table makes DynamoDB Local write its shared database file.
    const response = await fetch(dynamo!.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': 'DynamoDB_20120810.CreateTable',
        authorization:
          'AWS4-HMAC-SHA256 Credential=local/20240101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0',
      },
      body: JSON.stringify({
        TableName: 'perm',
        AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
        BillingMode: 'PAY_PER_REQUEST',
      }),
    });
    expect(response.status).toBe(200);
    const entries = walk(join(dataDir, 'dynamodb'));
    expect(entries.some((e) => e.path.endsWith('.db'))).toBe(true);
    expect(entries.filter((e) => e.mode & 0o077).map((e) => `${e.path} ${e.mode.toString(8)}`)).toEqual([]);
  });
});

describe('local stack data files', () => {
  it('are 0600 in 0700 directories (S3 objects, KMS key, outbox)', async () => {
    const s3 = new S3Client({
      region: stack.env.AWS_REGION,
      endpoint: stack.urls.s3,
      forcePathStyle: true,
    });
    try {
      await s3.send(
        new PutObjectCommand({
          Bucket: stack.env.UPLOADS_BUCKET,
          Key: `permissions/${Date.now()}.txt`,
          Body: 'private',
        }),
      );
    } finally {
      s3.destroy();
    }
    const entries = walk(stack.env.DATA_DIR!);
    expect(entries.some((e) => e.path.includes(`${join('s3', stack.env.UPLOADS_BUCKET!)}`))).toBe(true);
    expect(entries.some((e) => e.path.includes(join('kms', '')))).toBe(true);
    const open = entries.filter((e) => e.mode & 0o077).map((e) => `${e.path} ${e.mode.toString(8)}`);
    expect(open, 'group/other permission bits').toEqual([]);
  });
});

function walk(root: string): { path: string; mode: number }[] {
  const out: { path: string; mode: number }[] = [];
  const visit = (path: string) => {
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) return;
    out.push({ path, mode: stat.mode & 0o777 });
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(root);
  return out;
}
