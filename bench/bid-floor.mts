/**
 * `npm run bench:bid-floor`: the ceiling of bench:bids on this machine. The same load generator
 * (200 keep-alive connections, 1 000 lots) against the least a bid over HTTP in Node can be: a
 * bare node:http server and `pg` with named statements — the session by token, BEGIN, the lot's
 * row FOR UPDATE, INSERT the bid, UPDATE the lot, COMMIT. No framework, no validation, no proxy
 * rule, no live event, notice or e-mail. Printed beside `pgbench -N` on the same machine, so
 * bench:bids' ratio can be read against what any Node HTTP bid path could reach here.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { adminUrl, pgbenchTps, seedBidding } from './lib/bid-fixtures.mts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface BidBody {
  data: { auctionId: number; amount: number };
}

async function serve(url: string, port: number) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const { auctionId, amount } = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as BidBody).data;
        const token = String(request.headers.authorization ?? '').slice(7);
        const session = await pool.query<{ id: string }>({
          name: 'floor_session',
          text: 'select u.id from sessions s join users u on u.id = s.user_id where s.token = $1 and s.expires_at > now()',
          values: [token],
        });
        const userId = session.rows[0]?.id;
        const client = await pool.connect();
        let price = amount;
        try {
          await client.query('begin');
          const lot = await client.query<{ current_price: number | null }>({
            name: 'floor_lock',
            text: 'select current_price from auctions where id = $1 for update',
            values: [auctionId],
          });
          price = Math.max(lot.rows[0]?.current_price ?? 0, amount);
          await client.query({
            name: 'floor_bid',
            text: 'insert into bids (auction_id, bidder_id, max_amount, amount, placed_at) values ($1, $2, $3, $4, now())',
            values: [auctionId, userId, amount, price],
          });
          await client.query({
            name: 'floor_lot',
            text: 'update auctions set current_price = $2, bid_count = bid_count + 1, leader_id = $3 where id = $1',
            values: [auctionId, price, userId],
          });
          await client.query('commit');
        } finally {
          client.release();
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ result: { auction: { id: auctionId, currentPrice: price } } }));
      })().catch((error: unknown) => {
        console.error('floor server:', error instanceof Error ? error.message : error);
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
    });
  });
  server.listen(port, '127.0.0.1', () => process.send?.('up'));
}

async function main() {
  const name = `klubban_bench_floor_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  await migrateDatabase(database);
  const fixture = await seedBidding(database, { bidders: 200, lots: 1000 });
  await database.close();

  const port = 39_000 + (process.pid % 1000);
  const child = fork(process.argv[1]!, ['serve', url.toString(), String(port)], { execArgv: ['--import', 'tsx'] });
  await new Promise((resolve) => child.once('message', resolve));
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const post = (token: string, body: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(
        `http://127.0.0.1:${port}/bid`,
        { method: 'POST', agent, headers: { authorization: `Bearer ${token}`, 'content-length': Buffer.byteLength(body) } },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  let accepted = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    fixture.tokens.map(async (token, i) => {
      let k = i;
      while (performance.now() < deadline) {
        k = (k * 7919 + 13) % fixture.lotIds.length;
        if ((await post(token, JSON.stringify({ data: { auctionId: fixture.lotIds[k], amount: 100 + accepted } }))) === 200) accepted++;
      }
    }),
  );
  const perSecond = accepted / ((performance.now() - started) / 1000);
  child.kill();
  await admin.query(`drop database ${name} with (force)`);
  await admin.end();
  const tps = await pgbenchTps(SECONDS);
  console.log(`bare node:http + pg bid (6 statements), 200 bidders, 1 000 lots: ${Math.round(perSecond)} bids/s`);
  console.log(
    `pgbench -N (-c 10 -j 2): ${tps ? Math.round(tps) : '(not measured)'} tps${tps ? ` — ratio ${(perSecond / tps).toFixed(2)}` : ''}`,
  );
}

if (process.argv[2] === 'serve') await serve(process.argv[3]!, Number(process.argv[4]));
else {
  await main();
  process.exit(0);
}
