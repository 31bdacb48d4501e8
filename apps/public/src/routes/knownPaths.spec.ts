import { describe, expect, it } from '@jest/globals';
import { knownPaths } from './knownPaths';
import { managementTarget } from './managementRedirects';

describe('the paths the site answers (the list the server gets from the build)', () => {
  it('holds every path of the spec’s route table, /login, the customer’s link pages (issue 15: tracking, notices, e-mail verification), each product’s page and the reservation’s basket and confirmation (issue 17), and nothing twice', () => {
    const specRouteTable = [
      '/', '/iniciar-sesion', '/registrarse', '/productos', '/acerca-de-nosotros', '/contacto', '/preguntas-frecuentes',
      '/politica-de-privacidad', '/terminos-y-condiciones', '/recuperar-contrasena', '/acceso-gerencia', '/brickle-pickle',
      '/white-branch', '/perfil', '/albaran/:id', '/calendario', '/nuevo-trabajo', '/dashboard-gerencia', '/clientes',
      '/pedidos', '/reparaciones', '/revisiones', '/cliente/:id', '/pedido/:id', '/reparacion/:id', '/revision/:id',
    ];
    expect([...knownPaths].sort()).toEqual(
      [...specRouteTable, '/productos/:producto', '/reserva', '/reserva/:paso', '/login', '/seguimiento', '/seguimiento/:token', '/avisos', '/avisos/:token', '/verificar-correo', '/verificar-correo/:token'].sort(),
    );
  });

  it('sends a management path to the same path in the back-office, whose table opens its screen', () => {
    expect(managementTarget({ pathname: '/pedido/12', search: '?x=1', hash: '#historial' })).toBe('/gestion/pedido/12?x=1#historial');
    expect(managementTarget({ pathname: '/nuevo-trabajo', search: '', hash: '' })).toBe('/gestion/nuevo-trabajo');
  });
});
