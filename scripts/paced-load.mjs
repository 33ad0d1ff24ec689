import http from 'node:http';

/**
 * `node scripts/paced-load.mjs '<request as JSON>' <rate> <seconds> <connections>` prints the latency
 * of a load held at a fixed rate, as JSON. It runs in a process of its own, so that the pauses of a
 * long-running bench process (its collector) are not counted as the server's.
 *
 * autocannon's rate option fires each connection's quota for the second back to back at its start
 * (a burst at full speed, then a pause), which measures queueing, not a steady load; this sends on
 * an even schedule instead (open loop, as wrk2 does) and counts each request's latency from when it
 * was due, so a stall shows in full rather than delaying the requests behind it.
 */
const WARM_UP_S = 2;

async function paced(
  { url, method = 'GET', headers = {}, body, expectStatus, distinctVisitors },
  rate,
  seconds,
  connections,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  // As bench.mjs's visitorAddresses: each request from another address, the server trusting one proxy.
  let visitor = 0;
  const headersOf = () => {
    if (!distinctVisitors) return headers;
    visitor = (visitor + 1) % 16_777_216;
    return { ...headers, 'x-forwarded-for': `10.${visitor >> 16}.${(visitor >> 8) & 255}.${visitor & 255}` };
  };
  const interval = 1000 / rate;
  const latencies = [];
  let errors = 0;
  const send = (due, measuring) =>
    new Promise((resolve) => {
      const req = http.request(url, { method, headers: headersOf(), agent }, (res) => {
        res.resume();
        res.once('end', () => {
          if (measuring && (expectStatus ? res.statusCode !== expectStatus : res.statusCode >= 300)) errors++;
          if (measuring) latencies.push(performance.now() - due);
          resolve();
        });
      });
      req.once('error', () => resolve(measuring && errors++));
      req.end(body);
    });
  const start = performance.now();
  // The same load for WARM_UP_S first, unmeasured: this process's code and its connections warm up.
  const measureFrom = start + WARM_UP_S * 1000;
  const end = measureFrom + seconds * 1000;
  const inFlight = new Set();
  let sent = 0;
  while (performance.now() < end) {
    const now = performance.now();
    while (start + sent * interval <= now) {
      const due = start + sent * interval;
      const p = send(due, due >= measureFrom);
      inFlight.add(p);
      void p.then(() => inFlight.delete(p));
      sent++;
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors };
}

const [request, rate, seconds, connections] = process.argv.slice(2);
console.log(
  JSON.stringify(await paced(JSON.parse(request), Number(rate), Number(seconds), Number(connections))),
);
