import { describe, expect, it } from '@jest/globals';
import { autoFormatPhone, displayPhone, nationalPhone, passwordStrength, validateRegistration } from './accountRules';

describe('passwordStrength: the five checks of the strength bar and their labels', () => {
  it('counts length 8+, lowercase, uppercase, digit and symbol, labelled from Muy débil to Muy fuerte', () => {
    expect(passwordStrength('')).toEqual({ score: 0, label: null });
    expect(passwordStrength('abc')).toEqual({ score: 1, label: 'Muy débil' });
    expect(passwordStrength('abcdefgh')).toEqual({ score: 2, label: 'Débil' });
    expect(passwordStrength('abcdefgH')).toEqual({ score: 3, label: 'Regular' });
    expect(passwordStrength('abcdefH1')).toEqual({ score: 4, label: 'Fuerte' });
    expect(passwordStrength('abcdeH1!')).toEqual({ score: 5, label: 'Muy fuerte' });
  });

  it('takes Spanish letters as letters, and a space as a symbol', () => {
    expect(passwordStrength('ñandú').score).toBe(1);
    expect(passwordStrength('Ñandú 12').score).toBe(5);
  });
});

describe('the phone: a Spanish number, formatted as +34 XXX XXX XXX once 9 digits are typed', () => {
  it('leaves fewer than 9 digits as typed', () => {
    expect(autoFormatPhone('61234567')).toBe('61234567');
    expect(autoFormatPhone('612 34')).toBe('612 34');
    expect(autoFormatPhone('+34 612 345 67')).toBe('+34 612 345 67');
  });

  it('formats 9 digits, with or without a typed prefix, and drops what comes after', () => {
    expect(autoFormatPhone('612345678')).toBe('+34 612 345 678');
    expect(autoFormatPhone('+34612345678')).toBe('+34 612 345 678');
    expect(autoFormatPhone('0034 612345678')).toBe('+34 612 345 678');
    expect(autoFormatPhone('+34 612 345 6789')).toBe('+34 612 345 678');
  });

  it('reads the national digits the way the server stores them', () => {
    expect(nationalPhone('+34 612 345 678')).toBe('612345678');
    expect(nationalPhone('512345678')).toBeNull();
    expect(displayPhone('912345678')).toBe('+34 912 345 678');
    expect(displayPhone(null)).toBe('');
  });
});

describe('validateRegistration: spec §5', () => {
  const valid = {
    firstName: 'Lucía',
    lastName: 'Fernández',
    email: 'lucia@example.com',
    password: 'Segura#2025',
    confirmPassword: 'Segura#2025',
    phone: '',
    acceptTerms: true,
    acceptPrivacy: true,
  };

  it('accepts a complete form', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('answers the spec’s message for each rule', () => {
    expect(validateRegistration({ ...valid, firstName: '  ', lastName: '', email: 'x@y', password: 'corta', confirmPassword: 'otra', phone: '512 345 678', acceptTerms: false, acceptPrivacy: false })).toEqual({
      firstName: 'Este campo es obligatorio',
      lastName: 'Este campo es obligatorio',
      email: 'Ingresa un correo válido',
      password: 'La contraseña debe tener al menos 8 caracteres',
      confirmPassword: 'Las contraseñas no coinciden',
      phone: 'Formato de teléfono inválido',
      acceptTerms: 'Debes aceptar los términos y condiciones',
      acceptPrivacy: 'Debes aceptar la política de privacidad',
    });
  });
});
