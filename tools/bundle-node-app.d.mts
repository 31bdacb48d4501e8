/** Types of tools/bundle-node-app.mjs, for the TypeScript that imports it (its test). */
export function bundleNodeApp(app: { dir: string; entry: string; pure?: RegExp }): Promise<void>;
export function asciiOnly(code: string, comments: readonly { start: number; end: number }[], file: string): string;
