import { describe, expect, it } from '@jest/globals';
import { newRevisionSchema, revisionEditSchema } from '@taller/domain';
import { centsToEurosInput, eurosInputToCents, isRequiredBy, withNewUnlockCode, withoutEmptyUnlockCode } from './forms';

describe('the unlock code a form sends', () => {
  it('a new record sends the code typed, and no code at all when the box was left empty', () => {
    expect(withoutEmptyUnlockCode({ device: 'Móvil', unlockCode: '2468' })).toEqual({ device: 'Móvil', unlockCode: '2468' });
    expect(withoutEmptyUnlockCode({ device: 'Móvil', unlockCode: '' })).toEqual({ device: 'Móvil' });
  });

  it('an edit sends a new code only when one was typed, and never the mask or the images it was shown', () => {
    const shown = { id: 7, version: 3, device: 'Tablet', unlockCode: '••••', images: [{ id: 'a' }] };
    expect(withNewUnlockCode({ ...shown, newUnlockCode: '1357' })).toEqual({
      id: 7,
      version: 3,
      device: 'Tablet',
      unlockCode: '1357',
    });
    expect(withNewUnlockCode({ ...shown, newUnlockCode: '' })).toEqual({ id: 7, version: 3, device: 'Tablet' });
    expect(withNewUnlockCode(shown)).toEqual({ id: 7, version: 3, device: 'Tablet' });
  });
});

describe('which fields a form marks as required', () => {
  it('follows the schema it validates with: every field of a new revision, device but not model when editing', () => {
    expect(isRequiredBy(newRevisionSchema, 'model')).toBe(true);
    expect(isRequiredBy(revisionEditSchema, 'device')).toBe(true);
    expect(isRequiredBy(revisionEditSchema, 'model')).toBe(false);
    expect(isRequiredBy(revisionEditSchema, 'no_such_field')).toBe(false);
  });
});

describe('prices typed in euros', () => {
  it('are kept as whole cents, a comma read as the decimal point', () => {
    expect(eurosInputToCents('12,50')).toBe(1250);
    expect(eurosInputToCents(0.1 + 0.2)).toBe(30);
    expect(eurosInputToCents('')).toBeNull();
  });

  it('keep an unreadable amount unreadable, so that the schema answers with the spec’s message', () => {
    expect(eurosInputToCents('doce')).toBeNaN();
  });

  it('show cents as euros with two decimals, and nothing for no price', () => {
    expect(centsToEurosInput(12345)).toBe('123.45');
    expect(centsToEurosInput(null)).toBe('');
  });
});
