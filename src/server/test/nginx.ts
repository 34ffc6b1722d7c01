import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './server-process.ts';

/**
 * Debian's nginx in front of app servers, for the cluster test, running the documented
 * example `deploy/nginx/tailorcv.conf` with local addresses: the app servers' ports, a
 * free HTTPS and HTTP port on 127.0.0.1, and a self-signed certificate for `localhost`
 * made with openssl. Runs in the foreground as the test's child, files in a temp folder.
 */
const NGINX_EXAMPLE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../deploy/nginx/tailorcv.conf',
);

export interface NginxProxy {
  /** `https://localhost:<port>` */
  httpsUrl: string;
  /** `http://127.0.0.1:<port>` (only redirects) */
  httpUrl: string;
  /** PEM of the self-signed certificate, to trust in requests. */
  ca: string;
  /** The access log: `<request id> <status> <upstream address> <method> <uri>` a line. */
  accessLog(): Promise<string[]>;
  close(): Promise<void>;
}

function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx']) {
    if (spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  if (spawnSync('nginx', ['-v']).status === 0) return 'nginx';
  throw new Error(
    'nginx is needed for the cluster test: apt-get install -y nginx (.ci/run installs it).',
  );
}

/** The example file with this machine's addresses in place of the documented ones. */
function localNginxSite(
  example: string,
  opts: { upstreams: string[]; httpsPort: number; httpPort: number; cert: string; key: string },
): string {
  const replace = (text: string, from: RegExp, to: string) => {
    if (!from.test(text)) throw new Error(`deploy/nginx/tailorcv.conf no longer has ${from}`);
    return text.replace(from, to);
  };
  let site = example;
  site = replace(
    site,
    /( *)server 10\.0\.0\.11:3000 (.*);\n\s*server 10\.0\.0\.12:3000 .*;\n/,
    opts.upstreams.map((u) => `$1server ${u} $2;\n`).join(''),
  );
  site = replace(site, /listen 80;/, `listen 127.0.0.1:${opts.httpPort};`);
  site = replace(site, /listen 443 ssl http2;/, `listen 127.0.0.1:${opts.httpsPort} ssl http2;`);
  site = replace(site, / *listen \[::\]:80;\n/, '');
  site = replace(site, / *listen \[::\]:443 ssl http2;\n/, '');
  site = site.replace(/server_name cv\.example\.com;/g, 'server_name localhost;');
  site = replace(site, /ssl_certificate +\S+;/, `ssl_certificate ${opts.cert};`);
  site = replace(site, /ssl_certificate_key +\S+;/, `ssl_certificate_key ${opts.key};`);
  return site;
}

export async function startNginx(upstreams: string[]): Promise<NginxProxy> {
  const binary = nginxBinary();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tailorcv-nginx-'));
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);

  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const site = localNginxSite(await fs.readFile(NGINX_EXAMPLE, 'utf8'), {
    upstreams,
    httpsPort,
    httpPort,
    cert,
    key,
  });
  await fs.writeFile(path.join(dir, 'tailorcv.conf'), site);
  const accessLog = path.join(dir, 'access.log');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const temp = (name: string) => path.join(dir, name);
  await fs.writeFile(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      // As root, workers would switch to "nobody", who cannot use this private folder.
      isRoot ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${temp('nginx.pid')};`,
      `error_log ${temp('error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      `  log_format tailorcv '$request_id $status $upstream_addr $request_method $request_uri';`,
      `  access_log ${accessLog} tailorcv;`,
      `  client_body_temp_path ${temp('body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${temp('tailorcv.conf')};`,
      '}',
      '',
    ].join('\n'),
  );

  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', temp('error.log')];
  const check = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child: ChildProcess = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await waitForPort(httpsPort, child, () => stderr);

  return {
    httpsUrl: `https://localhost:${httpsPort}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    ca: await fs.readFile(cert, 'utf8'),
    accessLog: async () =>
      (await fs.readFile(accessLog, 'utf8').catch(() => '')).split('\n').filter(Boolean),
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port: number, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on ${port}:\n${output()}`);
}
