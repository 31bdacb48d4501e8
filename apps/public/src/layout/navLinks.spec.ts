import { describe, expect, it } from '@jest/globals';
import { MANAGEMENT_HOME, managementReturnPath } from './navLinks';

describe('managementReturnPath (where the staff sign-in leads)', () => {
  it('goes back to the back-office screen the session was missing on, with its query and anchor', () => {
    expect(managementReturnPath('/gestion/albaran/repair/12')).toBe('/gestion/albaran/repair/12');
    expect(managementReturnPath('/gestion/repairs?filter=%7B%7D&page=2#historial')).toBe('/gestion/repairs?filter=%7B%7D&page=2#historial');
  });

  it('goes to the dashboard without a screen to go back to', () => {
    expect(managementReturnPath(null)).toBe(MANAGEMENT_HOME);
    expect(managementReturnPath('')).toBe(MANAGEMENT_HOME);
  });

  it('never leaves the back-office: other sites, other pages of this one and tricks with dots or slashes go to the dashboard', () => {
    for (const volver of [
      'https://example.com/gestion/',
      '//example.com/gestion/',
      '/gestion/../perfil',
      '/gestion/%2e%2e/perfil',
      '/gestionar',
      '/perfil',
      'javascript:alert(1)',
      '/gestion\\..\\perfil',
    ]) {
      expect([volver, managementReturnPath(volver)]).toEqual([volver, MANAGEMENT_HOME]);
    }
  });
});
