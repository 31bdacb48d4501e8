import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { precompress } from '../../tools/vite-precompress.ts';
import { backOfficePaths } from './src/paths.ts';

/**
 * `site-manifest.json`: the paths the back-office's router answers (src/paths.ts), so that the
 * server answers any other path under /gestion with 404 (libs/server/src/http/public-site.ts).
 */
function backOfficeManifest(): Plugin {
  return {
    name: 'taller-back-office-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'site-manifest.json', source: `${JSON.stringify({ routes: backOfficePaths() }, null, 2)}\n` });
    },
  };
}

/**
 * @taller/domain's files only declare things (constants, messages, zod schemas), but a bundler
 * must assume that `const schema = z.object(…)` at the top of a file may do more, and keeps it
 * (and zod) once anything of that file is used: the Spanish messages beside the schemas would
 * bring every schema and zod into the back-office's first load. This wraps each top-level
 * `const x = <a value built by calls>` in a pure function call (evaluated where it was, dropped
 * when `x` is unused) and declares the package free of side effects (`treeshake` below), so
 * only what a screen uses comes with it. Statements that are not declarations are left alone.
 */
function domainDeclarationsOnly(): Plugin {
  type Node = { type: string; start: number; end: number; [key: string]: unknown };
  const isNode = (value: unknown): value is Node => typeof (value as Node | null)?.type === 'string';
  const children = (node: Node) => Object.values(node).flatMap((value) => (Array.isArray(value) ? value : [value])).filter(isNode);
  const FUNCTION = /^(FunctionExpression|ArrowFunctionExpression|ClassExpression)$/;
  const computes = (node: Node): boolean =>
    !FUNCTION.test(node.type) && (/^(CallExpression|NewExpression|SpreadElement|TaggedTemplateExpression)$/.test(node.type) || children(node).some(computes));
  return {
    name: 'taller-domain-declarations-only',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]libs[\\/]domain[\\/]dist[\\/].*\.js$/ },
      handler(code) {
        const program = this.parse(code) as unknown as { body: Node[] };
        const inits: Node[] = [];
        for (const statement of program.body) {
          const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
          if (declaration?.type !== 'VariableDeclaration') continue;
          for (const declarator of declaration.declarations as Node[]) {
            const init = declarator.init as Node | null;
            if (init && computes(init)) inits.push(init);
          }
        }
        let pure = code;
        for (const { start, end } of inits.sort((a, b) => b.start - a.start)) {
          pure = `${pure.slice(0, start)}/* @__PURE__ */ (() => (${pure.slice(start, end)}))()${pure.slice(end)}`;
        }
        return { code: pure, map: null };
      },
    },
  };
}

/** Where `npm run dev` sends /api (the API's default port unless TALLER_API_URL says otherwise). */
const apiUrl = process.env.TALLER_API_URL ?? 'http://localhost:3000';

/** The back-office is served by the API under /gestion; in development /api goes to the API. */
export default defineConfig({
  base: '/gestion/',
  // Brotli and gzip copies next to each file; the server sends them to browsers that take them.
  plugins: [react(), domainDeclarationsOnly(), precompress(), backOfficeManifest()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The libraries change less often than the shop's screens: separate files stay cached.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // Rolldown would move the code the lazy screens share (forms, inputs, the domain's
      // schemas) into the entry file, which every screen loads first: kept apart, it comes with
      // the first screen that needs it.
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
      // See domainDeclarationsOnly().
      treeshake: { moduleSideEffects: (id: string) => (/[\\/]libs[\\/]domain[\\/]/.test(id) ? false : undefined) },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: {
      '/api': apiUrl,
      // The manager login lives on the public site, which the API serves too.
      '/acceso-gerencia': apiUrl,
    },
  },
});
