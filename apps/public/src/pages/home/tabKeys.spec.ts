import { describe, expect, it } from '@jest/globals';
import { tabIndexForKey } from './tabKeys';

describe('arrow keys in the sells / repairs tabs', () => {
  it('step right and left, wrapping around', () => {
    expect(tabIndexForKey('ArrowRight', 0, 2)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 1, 2)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 2)).toBe(1);
  });

  it('jump to the ends with Home and End, and ignore other keys', () => {
    expect(tabIndexForKey('Home', 1, 2)).toBe(0);
    expect(tabIndexForKey('End', 0, 2)).toBe(1);
    expect(tabIndexForKey('Enter', 0, 2)).toBeNull();
  });
});
