// server.ts runs beside Next, outside its react-server build: there `import 'server-only'` guards nothing,
// so the production server bundle (package.json postbuild) maps it here. Next's own bundles keep the real one.
module.exports = {};
