/**
 * Runs Debian's nginx with the server block that the build generated (build-hosting/nginx.conf),
 * as a child process in the foreground on a free loopback port, over the production build. Only
 * the deployment lines change: `listen` becomes that port and `root` the build folder. Everything
 * else (pid file, error log, temporary folders) lives in a fresh folder under the system's temp
 * folder, removed on stop.
 *
 * Also: plain HTTP requests that keep the bytes as sent and received (no decompression, no URL
 * normalisation), for checking status codes, headers and compression exactly.
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import {findNginx} from '../../scripts/find-tools.mjs';
import {defaultBuildDir} from '../../scripts/serve-build.mjs';
import {freePort, stopChild, stopOnExit} from './children.mjs';

/** The build folder the tests serve and the folder with its generated server config. */
function buildFolders() {
  const root = defaultBuildDir();
  const hosting = `${root}-hosting`;
  const conf = path.join(hosting, 'nginx.conf');
  if (!fs.existsSync(conf)) {
    throw new Error(
      `No generated server config at ${conf}. Run \`npm run build\` first (the hosting plugin writes it).`,
    );
  }
  return {root, hosting, conf};
}

/** Where the generated server block writes its own access log lines (Debian's access log). */
const deployedAccessLog = '/var/log/nginx/access.log';

/**
 * Replaces the deployment lines of the generated server block; each must be there. `extra`
 * (directives, such as a location of the tests' own) goes after the root line. The access log
 * lines the block writes itself go to `accessLog`.
 */
function localServerBlock(generated, {port, root, accessLog, extra = ''}) {
  const listen = generated.match(/^ {4}listen [^;\n]+;$/gm) ?? [];
  const roots = generated.match(/^ {4}root [^;\n]+;$/gm) ?? [];
  if (listen.length === 0 || roots.length !== 1) {
    throw new Error(
      `The generated server block should have listen lines and one root line (found ${listen.length} and ${roots.length})`,
    );
  }
  let first = true;
  return generated
    .replace(/^ {4}listen [^;\n]+;\n/gm, () => {
      const line = first ? `    listen 127.0.0.1:${port};\n` : '';
      first = false;
      return line;
    })
    .replace(/^ {4}root [^;\n]+;$/m, () => `    root ${root};${extra ? `\n${extra}` : ''}`)
    .replaceAll(`access_log ${deployedAccessLog} `, `access_log ${accessLog} `);
}

function mainConfig({prefix, modules, mimeTypes}) {
  const temp = (name) => path.join(prefix, 'temp', name);
  // The http block mirrors Debian's /etc/nginx/nginx.conf, in which sites-enabled/ is included.
  return `daemon off;
master_process off;
worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
load_module ${path.join(modules, 'ngx_http_brotli_filter_module.so')};
load_module ${path.join(modules, 'ngx_http_brotli_static_module.so')};

events {
    worker_connections 256;
}

http {
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    include ${mimeTypes};
    default_type application/octet-stream;
    access_log off;
    gzip on;
    client_body_temp_path ${temp('body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};

    include ${path.join(prefix, 'site.conf')};
}
`;
}

async function waitForPort(port, child, errorLog, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const log = await fsp.readFile(errorLog, 'utf8').catch(() => '');
      throw new Error(`nginx exited (${child.exitCode ?? child.signalCode}) on start:\n${log}`);
    }
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline)
      throw new Error(`nginx did not listen on port ${port} within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts nginx over the build. What was started is stored in `server` as soon as it exists, so
 * that `stopNginx(server)` cleans up even when a later step fails. `extra`: directives added to
 * the server block (a location the tests serve a file of their own from, say).
 * @returns {Promise<{origin: string, port: number, root: string, hosting: string, errorLog: string, accessLog: string}>}
 */
export async function startNginx(server, {extra} = {}) {
  const {root, hosting, conf} = buildFolders();
  const {nginx, modules, mimeTypes} = findNginx();
  server.prefix = await fsp.mkdtemp(path.join(os.tmpdir(), 'site-nginx-'));
  const {prefix} = server;
  await fsp.mkdir(path.join(prefix, 'temp'));
  const port = await freePort();
  await fsp.writeFile(
    path.join(prefix, 'site.conf'),
    localServerBlock(await fsp.readFile(conf, 'utf8'), {
      port,
      root: await fsp.realpath(root),
      accessLog: path.join(prefix, 'access.log'),
      extra,
    }),
  );
  const mainConf = path.join(prefix, 'nginx.conf');
  await fsp.writeFile(mainConf, mainConfig({prefix, modules, mimeTypes}));
  const errorLog = path.join(prefix, 'error.log');
  const args = ['-p', prefix, '-c', mainConf, '-e', errorLog];
  try {
    execFileSync(nginx, [...args, '-t', '-q'], {stdio: ['ignore', 'pipe', 'pipe']});
  } catch (error) {
    throw new Error(`nginx -t rejects the generated config:\n${error.stderr}`);
  }
  server.child = spawn(nginx, args, {stdio: ['ignore', 'ignore', 'pipe']});
  stopOnExit(server.child, prefix);
  server.child.stderr.setEncoding('utf8');
  server.stderr = '';
  server.child.stderr.on('data', (chunk) => {
    server.stderr += chunk;
  });
  await waitForPort(port, server.child, errorLog);
  const accessLog = path.join(prefix, 'access.log');
  Object.assign(server, {
    origin: `http://127.0.0.1:${port}`,
    port,
    root,
    hosting,
    errorLog,
    accessLog,
  });
  return server;
}

/** Stops the nginx of `server` (if it started) and removes its temporary folder. */
export async function stopNginx(server) {
  await stopChild(server.child, server.prefix);
}

const agent = new http.Agent({keepAlive: true, maxSockets: 8});

/**
 * GET (or another method) over HTTP/1.1, without following redirects or decoding the body;
 * `agent` (an http.Agent) chooses the connections, kept alive and shared by default.
 * @returns {Promise<{status: number, headers: Record<string, string>, body: Buffer}>}
 */
export function request(
  origin,
  pathname,
  {method = 'GET', headers = {}, agent: through = agent} = {},
) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${origin}${pathname}`,
      {method, headers: {'accept-encoding': 'identity', ...headers}, agent: through},
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks)}),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error(`${method} ${pathname} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

/**
 * Sends a request line exactly as written (no URL parsing or normalisation) on a fresh connection
 * and reads the whole answer.
 * @returns {Promise<{status: number, headers: Record<string, string>, body: Buffer, raw: Buffer}>}
 */
export function rawRequest(port, requestLine) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks = [];
    socket.setTimeout(10_000, () =>
      socket.destroy(new Error(`${requestLine.slice(0, 80)} timed out`)),
    );
    socket.once('connect', () => {
      socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'latin1');
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.once('error', reject);
    socket.once('close', () => {
      const raw = Buffer.concat(chunks);
      const split = raw.indexOf('\r\n\r\n');
      const head = raw.subarray(0, split < 0 ? raw.length : split).toString('latin1');
      const [statusLine, ...headerLines] = head.split('\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
      const headers = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        if (colon > 0)
          headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({status, headers, body: split < 0 ? Buffer.alloc(0) : raw.subarray(split + 4), raw});
    });
  });
}

/** The pages of the build: canonical path → file (404.html and the redirect folders left out). */
export async function builtPages(root) {
  const pages = new Map();
  const redirectPages = [];
  const walk = async (folder, prefix) => {
    for (const entry of await fsp.readdir(folder, {withFileTypes: true})) {
      const relative = `${prefix}${entry.name}`;
      if (entry.isDirectory()) await walk(path.join(folder, entry.name), `${relative}/`);
      else if (relative === 'index.html') pages.set('/', relative);
      else if (relative.endsWith('/index.html')) redirectPages.push(relative);
      else if (relative.endsWith('.html') && relative !== '404.html') {
        pages.set(`/${relative.slice(0, -'.html'.length)}`, relative);
      }
    }
  };
  await walk(root, '');
  return {pages, redirectPages};
}

/** Every file of the build, relative with `/` separators. */
export async function builtFiles(root) {
  const files = [];
  const walk = async (folder, prefix) => {
    for (const entry of await fsp.readdir(folder, {withFileTypes: true})) {
      const relative = `${prefix}${entry.name}`;
      if (entry.isDirectory()) await walk(path.join(folder, entry.name), `${relative}/`);
      else files.push(relative);
    }
  };
  await walk(root, '');
  return files.sort();
}
