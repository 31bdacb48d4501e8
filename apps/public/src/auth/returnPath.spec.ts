import { describe, expect, it } from '@jest/globals';
import { loginReturningTo, publicReturnPath } from './returnPath';

describe('the way back after the customer login (?volver=)', () => {
  it('names the page to come back to in the login’s address', () => {
    expect(loginReturningTo('/perfil')).toBe('/iniciar-sesion?volver=%2Fperfil');
    expect(publicReturnPath(new URLSearchParams(loginReturningTo('/perfil?x=1#pedidos').split('?')[1]).get('volver'))).toBe('/perfil?x=1#pedidos');
  });

  it('follows a page of this site', () => {
    for (const path of ['/perfil', '/contacto?plantilla=garantia', '/perfil#pedidos', '/']) expect(publicReturnPath(path)).toBe(path);
  });

  it('goes home instead of to another site, another app or the login itself', () => {
    for (const volver of [null, '', 'perfil', '//evil.example/perfil', '/\\evil.example', 'https://evil.example/', '/gestion', '/gestion/repairs', '/api/auth/me', '/iniciar-sesion', '/iniciar-sesion?volver=/perfil']) {
      expect([volver, publicReturnPath(volver)]).toEqual([volver, '/']);
    }
  });
});
