#!/usr/bin/env node
// A small static file server for build/web: `make serve` runs it, and the browser tests import
// startServer() to serve the app on a free loopback port. Serves files only (no directory listings,
// nothing outside the root), with the MIME types browsers insist on (application/wasm for
// WebAssembly.instantiateStreaming).
//
//   node scripts/serve.mjs build/web [--port 8080]   (falls back to any free port if 8080 is taken)

import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const mimeTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.kz': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};

async function handle(root, request, response) {
  let path;
  try {
    path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
  } catch {
    response.writeHead(400).end('bad request');
    return;
  }
  let file = resolve(join(root, path));
  if (file !== root && !file.startsWith(root + sep)) {
    response.writeHead(403).end('forbidden');
    return;
  }
  try {
    if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
    const body = await readFile(file);
    response.writeHead(200, {
      'Content-Type': mimeTypes[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  } catch {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
  }
}

function listen(server, port) {
  return new Promise((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', rejectListen);
      resolveListen(server.address().port);
    });
  });
}

// Serves `root` on 127.0.0.1: on `port` if free, else on any free port. Returns { server, port, url }.
export async function startServer(root, port = 0) {
  const absoluteRoot = resolve(root);
  const server = createServer((request, response) => handle(absoluteRoot, request, response));
  let actualPort;
  try {
    actualPort = await listen(server, port);
  } catch (error) {
    if (error.code !== 'EADDRINUSE' || port === 0) throw error;
    actualPort = await listen(server, 0);
  }
  return { server, port: actualPort, url: `http://localhost:${actualPort}/` };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const root = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--port') ?? 'build/web';
  const portIndex = args.indexOf('--port');
  const port = portIndex >= 0 ? Number(args[portIndex + 1]) : 8080;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`serve: --port wants a port number from 0 to 65535 (0: any free port), not ${JSON.stringify(args[portIndex + 1] ?? '')}`);
    process.exit(2);
  }
  try {
    await stat(join(root, 'index.html'));
  } catch {
    console.error(`serve: ${root}/index.html not found; run \`make web\` first`);
    process.exit(2);
  }
  let url;
  try {
    ({ url } = await startServer(root, port));
  } catch (error) {
    console.error(`serve: cannot listen on port ${port}: ${error.message}`);
    process.exit(2);
  }
  console.log(`Knobel is served at ${url}  (Ctrl+C stops)`);
}
