import { addressOf, counterKey } from './attempt-counters.js';

describe('addressOf', () => {
  it('keeps an IPv4 address, and reads an IPv4-mapped IPv6 one as IPv4', () => {
    expect(addressOf('203.0.113.7')).toBe('203.0.113.7');
    expect(addressOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64 network, however it is written', () => {
    const network = '2001:db8:85a3:8d3::/64';
    for (const ip of ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:0DB8:85A3:08D3::1', '2001:db8:85a3:8d3:ffff::', '2001:db8:85a3:8d3::1%eth0']) {
      expect(addressOf(ip)).toBe(network);
    }
    expect(addressOf('::1')).toBe('0:0:0:0::/64');
    expect(addressOf('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressOf('64:ff9b::198.51.100.1')).toBe('64:ff9b:0:0::/64');
  });
});

describe('counterKey', () => {
  it('keeps the scope readable and who it counts hashed', () => {
    const key = counterKey('login-email-address', 'ana@example.com', '203.0.113.7');
    expect(key).toMatch(/^login-email-address:[\w-]{43}$/);
    expect(key).not.toContain('ana');
    expect(counterKey('login-email-address', 'ana@example.com', '203.0.113.7')).toBe(key);
    expect(counterKey('login-email-address', 'ana@example.com', '203.0.113.8')).not.toBe(key);
  });
});
