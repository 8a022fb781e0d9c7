/**
 * A local stand-in for the analytics services, for the analytics tests: the part of each
 * provider's documented event API that the site's tracker uses, answering as the real service
 * does, and recording every event it accepts.
 *
 * - Plausible, `POST /api/event` (https://plausible.io/docs/events-api): a JSON body (sent as
 *   text/plain by the official tracker) with `n` (name), `u` (URL), `d` (domain) and optionally
 *   `r` (referrer), `p` (properties, strings), `i` (false: not interactive). Answers 202 `ok`; a
 *   body without name, URL or domain 400 with the errors.
 * - Umami, `POST /api/send` (https://umami.is/docs/api/sending-stats): `{type: 'event', payload}`
 *   with `website` (a UUID), `url`, `hostname`, `referrer`, `title`, `screen`, `language` and, for
 *   an event, `name` (at most 50 characters) and `data`. Answers `{cache, sessionId, visitId}`;
 *   the `cache` token comes back in the `x-umami-cache` header of later requests. A bot's user
 *   agent gets `{beep: 'boop'}` and is not recorded, as Umami does.
 * Both answer CORS as the services do (any origin; preflight for Umami's JSON).
 */
import http from 'node:http';

import {mustHappenWithin} from '../browser/harness.mjs';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The user agents Umami's bot check (isbot) refuses that a test browser could send. */
const bot = /bot|crawl|spider|headless|lighthouse|phantom/i;

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, DELETE, POST, PUT',
  'access-control-max-age': '86400',
};

/**
 * @typedef {{
 *   api: 'plausible' | 'umami',
 *   name: string,
 *   url: string,
 *   referrer: string | null,
 *   props: Record<string, unknown>,
 *   interactive: boolean,
 *   site: string,
 *   headers: http.IncomingHttpHeaders,
 *   body: unknown,
 * }} Received
 */

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function answer(response, status, body, type) {
  response.writeHead(status, {...corsHeaders, 'content-type': type});
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** Plausible's event API: validates as its changeset does, on the fields the tracker sends. */
function plausible(text, headers) {
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    return {status: 400, body: {errors: {request: ['Unable to parse request body as json']}}};
  }
  const errors = {};
  for (const [field, name] of [
    ['n', 'name'],
    ['u', 'url'],
    ['d', 'domain'],
  ]) {
    if (typeof body?.[field] !== 'string' || body[field] === '') errors[name] = ["can't be blank"];
  }
  if (Object.keys(errors).length > 0) return {status: 400, body: {errors}};
  const props = body.p ?? {};
  if (typeof props !== 'object' || Object.values(props).some((v) => typeof v !== 'string')) {
    return {status: 400, body: {errors: {props: ['is invalid']}}};
  }
  return {
    status: 202,
    body: 'ok',
    received: {
      api: 'plausible',
      name: body.n,
      url: body.u,
      referrer: body.r ?? null,
      props,
      interactive: body.i !== false,
      site: body.d,
      headers,
      body,
    },
  };
}

/** Umami's send API: the schema of its route, the bot check, and the session token. */
function umami(text, headers, sessions) {
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    return {status: 400, body: {error: 'Bad request'}};
  }
  const payload = body?.payload;
  if (!['event', 'identify'].includes(body?.type) || typeof payload !== 'object' || !payload) {
    return {status: 400, body: {error: 'Bad request'}};
  }
  if (typeof payload.website !== 'string' || !uuid.test(payload.website)) {
    return {status: 400, body: {error: 'Exactly one of website, link, or pixel must be provided'}};
  }
  if (
    payload.name !== undefined &&
    (typeof payload.name !== 'string' || payload.name.length > 50)
  ) {
    return {status: 400, body: {error: 'name: too long'}};
  }
  if (bot.test(headers['user-agent'] ?? '')) return {status: 200, body: {beep: 'boop'}};
  const sessionId = headers['x-umami-cache'] ?? `session-${sessions.size + 1}`;
  sessions.add(sessionId);
  return {
    status: 200,
    body: {cache: sessionId, sessionId, visitId: `${sessionId}-visit`},
    received: {
      api: 'umami',
      name: payload.name ?? 'pageview',
      url: payload.url,
      referrer: payload.referrer ?? null,
      props: payload.data ?? {},
      interactive: true,
      site: payload.website,
      headers,
      body,
    },
  };
}

/**
 * Starts the collector on a free loopback port.
 * @returns {Promise<{port: number, received: Received[], tokens: Set<string>, waitFor: Function, close: () => Promise<void>}>}
 */
export async function startCollector() {
  /** @type {Received[]} */
  const received = [];
  const sessions = new Set();
  const waiters = new Set();
  const server = http.createServer(async (request, response) => {
    const {pathname} = new URL(request.url, 'http://collector');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, corsHeaders);
      response.end();
      return;
    }
    if (request.method !== 'POST' || !['/api/event', '/api/send'].includes(pathname)) {
      answer(response, 404, 'Not found', 'text/plain');
      return;
    }
    const text = await readBody(request);
    const result =
      pathname === '/api/event'
        ? plausible(text, request.headers)
        : umami(text, request.headers, sessions);
    // Recorded before it is answered: a request the browser has had answered is in `received`.
    if (result.received) {
      received.push(result.received);
      for (const waiter of waiters) waiter();
    }
    answer(
      response,
      result.status,
      result.body,
      typeof result.body === 'string' ? 'text/plain; charset=utf-8' : 'application/json',
    );
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    port: server.address().port,
    received,
    /** The session tokens (`cache`) the Umami API has answered with. */
    tokens: sessions,
    /**
     * Resolves with the received events that `match` accepts once there are at least `count`, or
     * rejects after `timeout` with what did arrive.
     */
    waitFor(match, {count = 1, timeout = mustHappenWithin, what = 'events'} = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.filter(match);
          if (found.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `The collector received ${received.filter(match).length} of ${count} ${what} within ${timeout} ms; it received: ${JSON.stringify(received.map(({name, url, props}) => ({name, url, props})))}`,
            ),
          );
        }, timeout);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
