// The yardstick of bench/render.mjs: a minimal Next app on the project's own Next and React. bench/lib.mjs copies
// this folder out of the project before building it (inside it, Turbopack takes the project's root and builds the
// project's instrumentation and proxy into the yardstick) and links the project's node_modules in: the root is
// the filesystem's so that link resolves.
const config = { poweredByHeader: false, turbopack: { root: '/' } };

export default config;
