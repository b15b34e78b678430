// A throwaway PostgreSQL cluster on loopback (Debian's postgresql package), in its own directory.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { listening, service } from './service.mjs';

function postgresBin() {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(base, v, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'postgres')));
  if (!found) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql), and DATABASE_URL is not set.');
  return found;
}

/** initdb in dir (once) and a service running postgres on port; as root it runs as the postgres user. */
export function throwawayPostgres(dir, port) {
  const bin = postgresBin();
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const wrap = (command, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]);
  if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
    fs.mkdirSync(dir, { recursive: true });
    if (asRoot) execFileSync('chown', ['-R', 'postgres', dir]);
    const [command, args] = wrap(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
    execFileSync(command, args, { stdio: 'ignore' });
  }
  // Run as the postgres user by uid (not through runuser, which would turn a stop into SIGKILL).
  const user = asRoot ? { uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })) } : {};
  const postgres = service({
    name: 'postgres',
    command: path.join(bin, 'postgres'),
    args: [
      '-D', data, '-h', '127.0.0.1', '-p', String(port), '-k', dir,
      '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200',
    ],
    spawnOptions: user,
    // SIGINT is PostgreSQL's fast shutdown: open sessions (the instances' pools) are closed, not waited for.
    stopSignal: 'SIGINT',
    logFile: path.join(dir, 'postgres.log'),
    ready: () => listening(port),
  });
  postgres.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return postgres;
}
