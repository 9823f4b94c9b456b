import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from './helpers';

/**
 * nginx in front of Klubban exactly as docs/deployment.md sets it up, as a plain process under a
 * folder of its own (never the system service). Two files, both adapted here in code so what
 * changed is visible and everything else stays verbatim:
 *
 * - the site, deploy/nginx/klubban.conf: only the cache folder, the instances' ports and the TLS
 *   block change (the port-80 redirect server goes, the TLS server listens on plain HTTP on a
 *   loopback port, the certificate lines go);
 * - the main file, Debian's own /etc/nginx/nginx.conf with the one change the guide asks for
 *   (worker_connections) and its pid, logs and `sites-enabled` include pointed into the folder.
 *
 * Each replacement must match exactly as often as expected, so a change to either file that the
 * adaptation no longer fits fails loudly instead of testing something else.
 */

export const SITE_CONFIG = path.join(ROOT, 'deploy', 'nginx', 'klubban.conf');
export const DEBIAN_MAIN_CONFIG = '/etc/nginx/nginx.conf';
/** docs/deployment.md, "nginx": the one line it changes in /etc/nginx/nginx.conf. */
export const GUIDE_WORKER_CONNECTIONS = 4096;

function replaceCounted(text: string, pattern: RegExp, replacement: string | ((match: string) => string), expected: number, what: string) {
  const count = [...text.matchAll(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))].length;
  if (count !== expected) throw new Error(`nginx adaptation: expected ${expected} × ${what}, found ${count}`);
  return text.replace(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`), replacement as string);
}

/** The site file with only paths, ports and the TLS block changed. */
export function adaptSiteConfig(site: string, options: { listenPort: number; upstreamPorts: number[]; cacheDir: string }): string {
  let text = site;
  // Paths: the cache folder.
  text = replaceCounted(text, /proxy_cache_path \/var\/cache\/nginx\/klubban /, `proxy_cache_path ${options.cacheDir} `, 1, 'cache path');
  // Ports: the instances.
  text = replaceCounted(
    text,
    /(    server 127\.0\.0\.1:\d+;\n)+/,
    options.upstreamPorts.map((port) => `    server 127.0.0.1:${port};\n`).join(''),
    1,
    'upstream server list',
  );
  // TLS block: the redirect server on port 80 goes; the TLS server listens on a loopback port
  // without TLS (the load generator would otherwise spend the shared cores on it).
  text = replaceCounted(text, /\n# Plain HTTP only[^\n]*\nserver \{\n    listen 80;[\s\S]*?\n\}\n/, '\n', 1, 'port-80 server');
  text = replaceCounted(
    text,
    /    listen 443 ssl http2;\n    listen \[::\]:443 ssl http2;\n/,
    `    listen 127.0.0.1:${options.listenPort};\n`,
    1,
    'TLS listen',
  );
  text = replaceCounted(text, /    ssl_[a-z_]+ [^\n]*\n/, '', 5, 'ssl_ line');
  return text;
}

/** Debian's nginx.conf with the guide's worker_connections, and pid, logs and the site in `prefix`. */
export function adaptMainConfig(main: string, options: { prefix: string; site: string }): string {
  let text = main;
  text = replaceCounted(text, /worker_connections \d+;/, `worker_connections ${GUIDE_WORKER_CONNECTIONS};`, 1, 'worker_connections');
  text = replaceCounted(text, /^pid [^;]+;/m, `pid ${options.prefix}/nginx.pid;`, 1, 'pid');
  text = replaceCounted(text, /^error_log [^;]+;/m, `error_log ${options.prefix}/error.log;`, 1, 'error_log');
  text = replaceCounted(text, /access_log [^;]+;/, 'access_log off;', 1, 'access_log');
  text = replaceCounted(text, /include \/etc\/nginx\/sites-enabled\/\*;/, `include ${options.site};`, 1, 'sites-enabled include');
  return text;
}

export interface RunningNginx {
  url: string;
  port: number;
  prefix: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Starts nginx (foreground, `-g 'daemon off;'`) with the adapted files under `prefix`; resolves when it listens. */
export async function startNginx(options: { prefix: string; listenPort: number; upstreamPorts: number[] }): Promise<RunningNginx> {
  if (!existsSync('/usr/sbin/nginx')) throw new Error('nginx is missing: apt-get update && apt-get install -y nginx');
  const { prefix, listenPort } = options;
  // nginx's workers run as Debian's www-data: they must reach the folder (mkdtemp makes it 0700);
  // nginx makes the cache folder itself, owned by them.
  mkdirSync(prefix, { recursive: true });
  chmodSync(prefix, 0o755);
  const site = path.join(prefix, 'klubban.conf');
  const main = path.join(prefix, 'nginx.conf');
  writeFileSync(
    site,
    adaptSiteConfig(readFileSync(SITE_CONFIG, 'utf8'), {
      listenPort,
      upstreamPorts: options.upstreamPorts,
      cacheDir: path.join(prefix, 'cache'),
    }),
  );
  writeFileSync(main, adaptMainConfig(readFileSync(DEBIAN_MAIN_CONFIG, 'utf8'), { prefix, site }));
  const check = spawnSync('/usr/sbin/nginx', ['-t', '-q', '-p', prefix, '-c', main, '-g', 'daemon off;'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the adapted configuration:\n${check.stderr}`);
  const child = spawn('/usr/sbin/nginx', ['-p', prefix, '-c', main, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const deadline = Date.now() + 10_000;
  while (!(await portOpen(listenPort))) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${stderr}`);
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${listenPort}:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${listenPort}`,
    port: listenPort,
    prefix,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT'); // graceful: open streams are closed by the instances' own shutdown
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}
