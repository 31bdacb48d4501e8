import { describe, expect, it } from '@jest/globals';
import { showsFooter, showsNavigation } from './frameRules';

// The browser never shows the public frame on /albaran/…: the route leaves for the
// back-office (routes/managementRedirects.ts). The rule itself is checked here.
describe('the frame rules: where the navigation bar and the footer are hidden', () => {
  it('hides the navigation bar on every path beginning /albaran, and nowhere else', () => {
    for (const path of ['/albaran', '/albaran/1', '/albaran/123/imprimir', '/albaranes']) expect(showsNavigation(path)).toBe(false);
    for (const path of ['/', '/white-branch', '/contacto', '/reparacion/1', '/no-existe']) expect(showsNavigation(path)).toBe(true);
  });

  it('hides the footer on paths beginning /albaran or /white-branch, and nowhere else', () => {
    for (const path of ['/albaran/1', '/white-branch', '/white-branch/algo']) expect(showsFooter(path)).toBe(false);
    for (const path of ['/', '/brickle-pickle', '/contacto', '/no-existe']) expect(showsFooter(path)).toBe(true);
  });
});
