// The local mail server: MailDev's SMTP server (where the functions' local deliverer sends, SMTP_URL)
// and its web inbox with a JSON API (GET /email), which `npm start` prints and the tests read.
// The SMTP port is a plain TCP relay in front of MailDev, so a test can take SMTP down and up
// again (an outage: connections refused) while the inbox stays readable, through a third,
// local-only port:  POST /smtp/stop, POST /smtp/start.
//   node scripts/mail-server.mjs        (ports: scripts/lib/mail-ports.mjs)
import { createServer as createHttpServer } from 'node:http';
import { createConnection, createServer } from 'node:net';
import { createRequire } from 'node:module';
import { MAIL_PORTS } from './lib/mail-ports.mjs';

const require = createRequire(import.meta.url);
const maildev = require('maildev');

const host = '127.0.0.1';
const mailserver = maildev({ smtp: MAIL_PORTS.smtpBehind, web: MAIL_PORTS.web, ip: host, silent: true });
await mailserver.listen();

const open = new Set();
const relay = createServer((client) => {
  const upstream = createConnection(MAIL_PORTS.smtpBehind, host);
  open.add(client);
  client.on('close', () => open.delete(client));
  client.on('error', () => upstream.destroy());
  upstream.on('error', () => client.destroy());
  client.pipe(upstream).pipe(client);
});
const listen = () =>
  new Promise((resolve, reject) => relay.once('error', reject).listen(MAIL_PORTS.smtp, host, resolve));
await listen();

const control = createHttpServer((req, res) => {
  const done = (status, body) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (req.method === 'POST' && req.url === '/smtp/stop') {
    if (!relay.listening) return done(200, { smtp: 'down' });
    relay.close(() => done(200, { smtp: 'down' }));
    for (const socket of open) socket.destroy();
  } else if (req.method === 'POST' && req.url === '/smtp/start') {
    if (relay.listening) return done(200, { smtp: 'up' });
    listen().then(
      () => done(200, { smtp: 'up' }),
      (err) => done(500, { error: String(err) }),
    );
  } else done(404, { error: 'not found' });
});
control.listen(MAIL_PORTS.control, host);
console.log(`mail server: SMTP ${host}:${MAIL_PORTS.smtp}, inbox http://${host}:${MAIL_PORTS.web}`);
