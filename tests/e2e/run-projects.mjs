// `npm run test:e2e`: builds the site once, then runs the desktop and phone projects at the same time, each
// against its own server and database (ports E2E_PORT and E2E_PORT + 60). A server is one Node thread: one
// project at a time left a core idle. Arguments go to both runs (`npm run test:e2e -- tests/e2e/home.spec.ts`);
// `--project <name>` runs that project alone.
import { spawn, spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const basePort = Number(process.env.E2E_PORT ?? 3100);
const chosen = args.flatMap((arg, i) => (arg === '--project' ? [args[i + 1]] : arg.startsWith('--project=') ? [arg.slice(10)] : []));
const projects = [
  { name: 'desktop', port: basePort },
  { name: 'mobile', port: basePort + 60 },
].filter((p) => chosen.length === 0 || chosen.includes(p.name));
const passThrough = args.filter((arg, i) => arg !== '--project' && args[i - 1] !== '--project' && !arg.startsWith('--project='));

if (process.env.E2E_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** One project's run, its lines prefixed with its name; resolves to its exit code. */
function run({ name, port }) {
  return new Promise((resolve) => {
    // each run names its own database (playwright.config.ts sets E2E_RUN_ID when it is unset)
    const env = { ...process.env, E2E_SKIP_BUILD: '1', E2E_PORT: String(port), E2E_OUTPUT_DIR: `test-results/${name}` };
    delete env.E2E_RUN_ID;
    const child = spawn('npx', ['playwright', 'test', `--project=${name}`, ...passThrough], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`[${name}] ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const codes = await Promise.all(projects.map(run));
for (const [i, project] of projects.entries())
  console.log(`e2e ${project.name}: ${codes[i] === 0 ? 'passed' : `failed (exit ${codes[i]})`}`);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
