/**
 * Debian's nginx, Apache and Caddy (`.ci/run` installs them, as it installs Chromium), each serving a build with the
 * site file the build ships (dist/hosting/, scripts/hosts.mjs), as an operator deploys it: only its `root` and its
 * address are this machine's. Each runs in the foreground on a free loopback port, with its own folder for its pid and
 * logs; `stop()` ends it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from '@playwright/test';

export interface RealHost {
  name: string;
  url: string;
  /** What the server wrote to its error log and output, for a failure's message. */
  log: () => string;
  stop: () => Promise<void>;
}

export const HOSTS = {
  nginx: '/usr/sbin/nginx',
  apache: '/usr/sbin/apache2',
  caddy: '/usr/bin/caddy',
} as const;
export type HostName = keyof typeof HOSTS;
export const installed = (name: HostName) => existsSync(HOSTS[name]);

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

/** The shipped site file with this machine's root and address (the lines an operator sets). */
function site(dist: string, file: string, edit: (text: string) => string): string {
  const text = readFileSync(join(dist, 'hosting', file), 'utf8');
  const edited = edit(text);
  if (edited === text) throw new Error(`${file}: its root or address line was not found`);
  return edited;
}

function configs(name: HostName, dir: string, dist: string, port: number): { args: string[]; env?: object } {
  const root = resolve(dist);
  if (name === 'nginx') {
    writeFileSync(
      join(dir, 'site.conf'),
      site(dist, 'nginx.conf', (t) =>
        t.replace(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${port};`).replace(/^ {4}root .*;$/m, `    root ${root};`),
      ),
    );
    // Where Debian's nginx has it beside its nginx.conf: the site's `include mime.types` finds it so.
    symlinkSync('/etc/nginx/mime.types', join(dir, 'mime.types'));
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `${k}_temp_path ${dir}/${k};`);
    // As Debian's own nginx.conf: mime.types in `http`, the sites included in it.
    writeFileSync(
      join(dir, 'nginx.conf'),
      `user root; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;\nevents {}\n` +
        `http { include /etc/nginx/mime.types; access_log off; ${temp.join(' ')}\n  include ${dir}/site.conf;\n}\n`,
    );
    return { args: ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')] };
  }
  if (name === 'apache') {
    // The file as it ships: it has no root or address of its own (the <VirtualHost> or the folder gives them).
    writeFileSync(join(dir, 'site.conf'), readFileSync(join(dist, 'hosting', 'apache.conf'), 'utf8'));
    const mods = ['mpm_event', 'authz_core', 'headers', 'mime', 'dir'];
    writeFileSync(
      join(dir, 'httpd.conf'),
      [
        `ServerRoot ${dir}`,
        `DefaultRuntimeDir ${dir}`,
        `PidFile ${dir}/httpd.pid`,
        `ErrorLog ${dir}/error.log`,
        `Listen 127.0.0.1:${port}`,
        'ServerName 127.0.0.1',
        ...mods.map((m) => `LoadModule ${m}_module /usr/lib/apache2/modules/mod_${m}.so`),
        'User www-data',
        'Group www-data',
        'TypesConfig /etc/mime.types',
        `DocumentRoot ${root}`,
        // As a site's .htaccess, or a <Directory> of the site: where the shipped file goes.
        `<Directory ${root}>`,
        '  Require all granted',
        `  Include ${dir}/site.conf`,
        '</Directory>',
      ].join('\n'),
    );
    return { args: ['-X', '-f', join(dir, 'httpd.conf')] };
  }
  writeFileSync(
    join(dir, 'Caddyfile'),
    `{\n\tadmin off\n\tauto_https off\n\tstorage file_system ${dir}/data\n}\n` +
      site(dist, 'Caddyfile', (t) =>
        t
          .replace(/^wallet\.example\.com \{$/m, `http://127.0.0.1:${port} {`)
          .replace(/^\troot \* .*$/m, `\troot * ${root}`),
      ),
  );
  return {
    args: ['run', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'],
    env: { XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir, HOME: dir },
  };
}

/** `name` serving `dist` with its shipped site file; resolves once it answers. */
export async function realHost(name: HostName, dist = 'dist'): Promise<RealHost> {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  // A copy of the build all may read: Apache started as root serves as www-data, who may not read the clone's folder.
  const www = join(dir, 'www');
  cpSync(dist, www, { recursive: true });
  chmodSync(dir, 0o755);
  const port = await freePort();
  const { args, env } = configs(name, dir, www, port);
  let out = '';
  const child: ChildProcess = spawn(HOSTS[name], args, { env: { ...process.env, ...env } });
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const log = () => {
    const file = join(dir, 'error.log');
    return `${out}${existsSync(file) ? readFileSync(file, 'utf8') : ''}`.slice(-4000);
  };
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    }).then(() => rmSync(dir, { recursive: true, force: true }));
  // Up once it answers (its own start, a few hundred ms); a server that stopped says why at once.
  const answering = () =>
    fetch(`${url}/config.json`).then(
      () => true,
      () => {
        if (child.exitCode !== null) throw new Error(`${name} stopped (${child.exitCode}):\n${log()}`);
        return false;
      },
    );
  try {
    await expect.poll(answering, { message: `${name} answers`, timeout: 15_000 }).toBe(true);
  } catch (e) {
    await stop();
    throw new Error(`${(e as Error).message}\n${log()}`, { cause: e });
  }
  return { name, url, log, stop };
}
