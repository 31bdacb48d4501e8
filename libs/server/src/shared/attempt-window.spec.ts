import { AttemptWindow } from './attempt-window.js';

describe('AttemptWindow', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000_000;
  });

  it('refuses a key at its limit until the window that began with its first attempt has passed', () => {
    const window = new AttemptWindow(() => 3, 60_000, clock);
    window.record('ip:1');
    now += 10_000;
    window.record('ip:1');
    expect(window.isBlocked('ip:1')).toBe(false);
    window.record('ip:1');
    expect(window.isBlocked('ip:1')).toBe(true);
    expect(window.retryAfterMs('ip:1')).toBe(50_000);
    expect(window.isBlocked('ip:2')).toBe(false);
    now += 49_999;
    expect(window.retryAfterMs('ip:1')).toBe(1);
    now += 1;
    expect(window.isBlocked('ip:1')).toBe(false);
    window.record('ip:1');
    expect(window.isBlocked('ip:1')).toBe(false);
  });

  it('answers the longest wait of several keys, each with its own limit', () => {
    const window = new AttemptWindow((key) => (key.startsWith('ip:') ? 2 : 1), 60_000, clock);
    window.record('email:a', 'ip:1');
    expect(window.isBlocked('email:a')).toBe(true);
    expect(window.isBlocked('ip:1')).toBe(false);
    now += 30_000;
    window.record('email:b', 'ip:1');
    expect(window.retryAfterMs('email:b', 'ip:1')).toBe(60_000);
    expect(window.retryAfterMs('email:a', 'ip:1')).toBe(30_000);
  });

  it('forgets one key, or all of them', () => {
    const window = new AttemptWindow(() => 1, 60_000, clock);
    window.record('a', 'b');
    window.forget('a');
    expect(window.isBlocked('a')).toBe(false);
    expect(window.isBlocked('b')).toBe(true);
    window.clear();
    expect(window.isBlocked('b')).toBe(false);
  });
});
