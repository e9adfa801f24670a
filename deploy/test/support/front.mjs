/**
 * The nginx front of deploy/nginx/coast.conf, run natively: the file as committed, with only its
 * deployment lines (marked `bench:`) pointed at this machine: the two site instances' ports, a cache
 * and a root folder of the test's own, a loopback listen address.
 */
import fs from 'node:fs';
import path from 'node:path';

export const NGINX = '/usr/sbin/nginx';

export function writeFrontConfig({ root, work, sitePorts: [a, b], frontPort }) {
  const original = fs.readFileSync(path.join(root, 'deploy', 'nginx', 'coast.conf'), 'utf8');
  const replacements = [
    [/server web-a:3000 /, `server 127.0.0.1:${a} `],
    [/server web-b:3000 /, `server 127.0.0.1:${b} `],
    [/\/var\/cache\/nginx\//g, `${work}/nginx/cache/`],
    ['root /srv/coast;', `root ${work}/nginx/front-root;`],
    ['listen 80 default_server;', `listen 127.0.0.1:${frontPort};`],
  ];
  let site = original;
  for (const [from, to] of replacements) {
    const next = site.replace(from, to);
    if (next === site) throw new Error(`deploy/nginx/coast.conf: '${from}' not found; update deploy/test/support/front.mjs`);
    site = next;
  }
  for (const dir of ['cache', 'front-root', 'tmp']) fs.mkdirSync(path.join(work, 'nginx', dir), { recursive: true });
  fs.writeFileSync(path.join(work, 'nginx', 'coast.conf'), site);
  const main = path.join(work, 'nginx', 'nginx.conf');
  fs.writeFileSync(
    main,
    `worker_processes 1;
daemon off;
pid ${work}/nginx/nginx.pid;
error_log ${work}/nginx/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${work}/nginx/tmp/body;
  proxy_temp_path ${work}/nginx/tmp/proxy;
  fastcgi_temp_path ${work}/nginx/tmp/fastcgi;
  uwsgi_temp_path ${work}/nginx/tmp/uwsgi;
  scgi_temp_path ${work}/nginx/tmp/scgi;
  include ${work}/nginx/coast.conf;
}
`,
  );
  return main;
}
