import { describe, expect, it } from '@jest/globals';
import { createSlideLock, stepIndex, swipeStep } from './carousel';

describe('a swipe over the carousel', () => {
  it('moves to the next slide when dragged more than 50 px to the left', () => {
    expect(swipeStep(-51, 0)).toBe('next');
    expect(swipeStep(-120, 30)).toBe('next');
  });

  it('moves to the previous slide when dragged more than 50 px to the right', () => {
    expect(swipeStep(51, 0)).toBe('previous');
  });

  it('does nothing for a drag of 50 px or less', () => {
    expect(swipeStep(50, 0)).toBeNull();
    expect(swipeStep(-50, 0)).toBeNull();
    expect(swipeStep(0, 0)).toBeNull();
  });

  it('does nothing when the finger moved more up or down than sideways: that is scrolling', () => {
    expect(swipeStep(-80, 120)).toBeNull();
    expect(swipeStep(80, -80)).toBeNull();
  });
});

describe('stepping through the slides', () => {
  it('wraps from the last slide to the first and back', () => {
    expect(stepIndex(4, 'next', 5)).toBe(0);
    expect(stepIndex(0, 'previous', 5)).toBe(4);
    expect(stepIndex(2, 'next', 5)).toBe(3);
  });
});

describe('the 300 ms slide lock', () => {
  function clock() {
    let time = 1000;
    return { now: () => time, advance: (ms: number) => (time += ms) };
  }

  it('lets the first change through and drops another asked for right after it', () => {
    const time = clock();
    const lock = createSlideLock(300, time.now);
    expect(lock.tryAcquire()).toBe(true);
    time.advance(50);
    expect(lock.tryAcquire()).toBe(false);
    time.advance(249);
    expect(lock.tryAcquire()).toBe(false);
  });

  it('opens again 300 ms after the change it let through', () => {
    const time = clock();
    const lock = createSlideLock(300, time.now);
    lock.tryAcquire();
    time.advance(300);
    expect(lock.tryAcquire()).toBe(true);
  });

  it('is not extended by the changes it dropped', () => {
    const time = clock();
    const lock = createSlideLock(300, time.now);
    lock.tryAcquire();
    time.advance(200);
    lock.tryAcquire();
    time.advance(100);
    expect(lock.tryAcquire()).toBe(true);
  });
});
