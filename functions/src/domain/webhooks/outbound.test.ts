import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressAllowed, postGuarded, resolveAllowed, TargetRefusedError } from './outbound';

describe('addressAllowed (SSRF ranges)', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.8',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254', // the instance metadata service
    '100.64.0.1', // carrier-grade NAT
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd00:ec2::254', // the metadata service over IPv6
    '::ffff:127.0.0.1', // IPv4-mapped loopback
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::a00:1', // NAT64 of 10.0.0.1
    '2002:a00:1::1', // 6to4 of 10.0.0.1
    '[::1]',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(addressAllowed(address, false)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700::6810:84e5', '::ffff:8.8.8.8'])(
    'allows public %s',
    (address) => {
      expect(addressAllowed(address, false)).toBe(true);
    },
  );

  it('allows loopback only with the local allowance, and never private ranges', () => {
    for (const a of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(addressAllowed(a, true)).toBe(true);
    for (const a of ['10.0.0.1', '169.254.169.254', '192.168.0.1', 'fe80::1'])
      expect(addressAllowed(a, true)).toBe(false);
  });
});

describe('resolveAllowed', () => {
  const answers =
    (...addresses: string[]) =>
    async (): Promise<LookupAddress[]> =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('refuses a name that resolves to a private address', async () => {
    await expect(resolveAllowed('hooks.example.com', false, answers('10.1.2.3'))).rejects.toBeInstanceOf(
      TargetRefusedError,
    );
  });

  it('refuses a name when any one of its addresses is private (rebinding-style mixed answers)', async () => {
    await expect(
      resolveAllowed('hooks.example.com', false, answers('93.184.215.14', '127.0.0.1')),
    ).rejects.toThrow(/non-public/);
    await expect(
      resolveAllowed('hooks.example.com', false, answers('2606:4700::1', '::ffff:192.168.0.10')),
    ).rejects.toThrow(/non-public/);
  });

  it('accepts a name whose addresses are all public', async () => {
    await expect(resolveAllowed('hooks.example.com', false, answers('93.184.215.14'))).resolves.toHaveLength(
      1,
    );
  });

  it('checks IP literals without resolving them', async () => {
    const never = async (): Promise<LookupAddress[]> => {
      throw new Error('must not resolve');
    };
    await expect(resolveAllowed('[::1]', false, never)).rejects.toBeInstanceOf(TargetRefusedError);
    await expect(resolveAllowed('169.254.169.254', false, never)).rejects.toBeInstanceOf(TargetRefusedError);
  });

  it('reports a name that does not resolve', async () => {
    const fails = async (): Promise<LookupAddress[]> => {
      throw new Error('ENOTFOUND');
    };
    await expect(resolveAllowed('nowhere.invalid', false, fails)).rejects.toThrow(/does not resolve/);
  });
});

describe('postGuarded', () => {
  let server: Server;
  let port: number;
  const seen: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.url ?? '');
      if (req.url === '/redirect') {
        res.writeHead(302, { location: '/landing' }).end();
        return;
      }
      req.resume();
      req.on('end', () => res.writeHead(204).end());
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('refuses a loopback target without the local allowance, before connecting', async () => {
    const before = seen.length;
    await expect(
      postGuarded(`http://127.0.0.1:${port}/hook`, '{}', {}, { allowLoopback: false }),
    ).rejects.toBeInstanceOf(TargetRefusedError);
    expect(seen.length).toBe(before);
  });

  it('refuses a host name that resolves to loopback at connect time (the address checked is the one used)', async () => {
    const rebinding = async (): Promise<LookupAddress[]> => [{ address: '127.0.0.1', family: 4 }];
    await expect(
      postGuarded(
        `http://rebind.example.com:${port}/hook`,
        '{}',
        {},
        { allowLoopback: false, resolve: rebinding },
      ),
    ).rejects.toBeInstanceOf(TargetRefusedError);
  });

  it('posts to loopback with the local allowance and does not follow redirects', async () => {
    await expect(
      postGuarded(`http://127.0.0.1:${port}/hook`, '{}', {}, { allowLoopback: true }),
    ).resolves.toEqual({
      statusCode: 204,
    });
    const result = await postGuarded(`http://127.0.0.1:${port}/redirect`, '{}', {}, { allowLoopback: true });
    expect(result.statusCode).toBe(302);
    expect(seen).not.toContain('/landing');
  });

  it('connects to a host name through the guarded lookup when it resolves to an allowed address', async () => {
    const local = async (): Promise<LookupAddress[]> => [{ address: '127.0.0.1', family: 4 }];
    await expect(
      postGuarded(`http://receiver.test:${port}/named`, '{}', {}, { allowLoopback: true, resolve: local }),
    ).resolves.toEqual({ statusCode: 204 });
    expect(seen).toContain('/named');
  });
});
