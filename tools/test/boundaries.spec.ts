import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error plain JavaScript tool
import { findViolations } from '../boundaries.mjs';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'taller-bounds-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('Module boundaries', () => {
  it('hold in this repository', () => {
    expect(findViolations(fileURLToPath(new URL('../..', import.meta.url)))).toEqual([]);
  });

  it('catch a lib importing an app, the domain importing a framework, an app importing another', () => {
    const root = tree({
      'libs/server/src/a.ts': "import { x } from '@taller/api';\nexport * from '../../../apps/cli/src/main.js';",
      'libs/domain/src/b.ts': "import { z } from 'zod';\nimport { Injectable } from '@nestjs/common';\nimport { readFileSync } from 'node:fs';\nimport { c } from './c.js';",
      'libs/domain/src/c.ts': "export const c = await import('../../server/src/a.js');",
      'apps/admin/src/d.tsx': "import '../../public/src/x';\nimport { z } from '@taller/domain';",
    });
    try {
      expect(findViolations(root).sort()).toEqual(
        [
          'libs/server/src/a.ts: una librería no puede importar una aplicación (@taller/api)',
          'libs/server/src/a.ts: una librería no puede importar una aplicación (../../../apps/cli/src/main.js)',
          'libs/domain/src/b.ts: libs/domain solo puede importar zod (importa @nestjs/common)',
          'libs/domain/src/b.ts: libs/domain solo puede importar zod (importa node:fs)',
          'libs/domain/src/c.ts: libs/domain solo puede importar zod (importa ../../server/src/a.js)',
          'apps/admin/src/d.tsx: una aplicación no puede importar otra (../../public/src/x)',
        ].sort(),
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
