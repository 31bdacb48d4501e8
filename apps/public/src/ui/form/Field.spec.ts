import { describe, expect, it } from '@jest/globals';
import { fieldAria } from './Field';

describe('fieldAria: how an input tells a screen reader about its hint and error', () => {
  it('says nothing more for a plain, valid field', () => {
    expect(fieldAria({ id: 'email' })).toEqual({ 'aria-invalid': undefined, 'aria-describedby': undefined });
  });

  it('marks a field with an error invalid and reads the error with it', () => {
    expect(fieldAria({ id: 'email', error: 'Ingresa un correo válido' })).toEqual({ 'aria-invalid': true, 'aria-describedby': 'email-error' });
  });

  it('reads the hint first, then the strength bar, then the error', () => {
    expect(fieldAria({ id: 'password', hint: 'Al menos 8 caracteres', describedById: 'strength', error: 'Muy corta' })['aria-describedby']).toBe(
      'password-hint strength password-error',
    );
    expect(fieldAria({ id: 'phone', hint: 'Un móvil o fijo español' })).toEqual({ 'aria-invalid': undefined, 'aria-describedby': 'phone-hint' });
  });
});
