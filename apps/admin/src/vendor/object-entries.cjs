/*
 * node-polyglot (the translations) requires the `object.entries` polyfill, which brings about
 * 18 kB of es-shims (get-intrinsic, call-bind, define-properties…) into the back-office's first
 * load for a function every browser the back-office supports has. vite.config.ts points
 * `object.entries` here: the same function, native.
 */
module.exports = Object.entries;
