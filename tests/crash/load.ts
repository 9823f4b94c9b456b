import { setTimeout as sleep } from 'node:timers/promises';
import { incrementFor } from '@/modules/auctions/domain/increments';
import type { TestUser } from '../setup/lots';
import type { CrashFixture } from './fixture';

/**
 * The crash test's load: bidders, a buyer and an uploader working a real server over HTTP as
 * people at browsers do (the next request after the answer to the previous one), through kills and
 * restarts. Every attempt is recorded with what came of it:
 * - acknowledged: the server answered success (a bid or purchase accepted, an upload finished);
 * - refused: a business refusal (too low, ended, …), which must have left nothing stored;
 * - lost: sent, but the connection died before the answer (it may or may not have been stored);
 * - unsent: the connection was refused (the server was down), so nothing can have been stored;
 * - unexpected: any other answer (a 500, a malformed body): a failure of the test.
 * Connection errors are not failures: the server was killed. After one, the worker pauses a few
 * tens of milliseconds (a client's retry delay, so the outage is not a busy loop) and goes on.
 */

export type Outcome = 'acknowledged' | 'refused' | 'lost' | 'unsent' | 'unexpected';

export interface BidAttempt {
  kind: 'bid';
  bidderId: string;
  lotId: number;
  amount: number;
  outcome: Outcome;
  /** A refusal's reason (BID_TOO_LOW, …), or what the unexpected answer was. */
  reason?: string;
  /** From an accepted bid's answer: the lot's bid count and price just after it. */
  bidCount?: number;
  price?: number;
}

export interface BuyAttempt {
  kind: 'buy';
  buyerId: string;
  lotId: number;
  outcome: Outcome;
  reason?: string;
  orderId?: number;
}

export interface UploadAttempt {
  kind: 'upload';
  /** Known once the upload was created (POST answered 201). */
  key: string | null;
  outcome: Outcome;
  reason?: string;
}

export interface LoadLedger {
  bids: BidAttempt[];
  buys: BuyAttempt[];
  uploads: UploadAttempt[];
}

interface CallAnswer {
  status: number;
  body: {
    result?: Record<string, unknown>;
    error?: { status?: string; message?: string; details?: { reason?: string; minimumBid?: number } };
  };
}

type Sent = { ok: true; answer: CallAnswer } | { ok: false; outcome: 'lost' | 'unsent'; reason: string };

/** Whether a failed fetch never reached a server (refused) or lost its answer on the way. */
function connectionOutcome(error: unknown): { outcome: 'lost' | 'unsent'; reason: string } {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const code = cause?.code ?? (error as Error).name ?? 'error';
  return { outcome: code === 'ECONNREFUSED' ? 'unsent' : 'lost', reason: code };
}

async function send(
  url: string,
  init: RequestInit,
): Promise<{ ok: true; response: Response } | { ok: false; outcome: 'lost' | 'unsent'; reason: string }> {
  try {
    return { ok: true, response: await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) }) };
  } catch (error) {
    return { ok: false, ...connectionOutcome(error) };
  }
}

async function call(baseUrl: string, user: TestUser, data: Record<string, unknown>): Promise<Sent> {
  const sent = await send(`${baseUrl}/api/functions/connector`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...user.auth },
    body: JSON.stringify({ data }),
  });
  if (!sent.ok) return sent;
  try {
    const text = await sent.response.text();
    return { ok: true, answer: { status: sent.response.status, body: JSON.parse(text) as CallAnswer['body'] } };
  } catch (error) {
    // The answer started but did not finish (the server died while sending it).
    return { ok: false, ...connectionOutcome(error) };
  }
}

/** A refusal the product gives for a request it understood; anything else is unexpected. */
function businessRefusal(answer: CallAnswer): string | null {
  if (answer.status === 429) return 'RATE_LIMITED';
  if (answer.status !== 400 && answer.status !== 403) return null;
  return answer.body.error?.details?.reason ?? null;
}

const describe = (answer: CallAnswer) => `${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;

export interface LoadOptions {
  /** The server's address; the same across restarts. */
  url: string;
  fixture: CrashFixture;
  random: () => number;
  /** Pause between two buy-now purchases (spreads them over the run). */
  buyEveryMs: number;
  /** A small JPEG the uploader sends again and again; null: no uploads. */
  photo: Buffer | null;
}

export interface RunningLoad {
  ledger: LoadLedger;
  /** Stops every worker after its current request; resolves when all have stopped. */
  stop(): Promise<void>;
}

export function startLoad(options: LoadOptions): RunningLoad {
  const ledger: LoadLedger = { bids: [], buys: [], uploads: [] };
  let running = true;
  const pause = () => sleep(20 + Math.floor(options.random() * 60));
  // The lowest bid each lot last asked for, as any bidder heard it (a live page shows it to all).
  const minimumOf = new Map(options.fixture.openLots.map((lot) => [lot.id, lot.startPrice]));

  const bidder = async (user: TestUser) => {
    while (running) {
      const lot = options.fixture.openLots[Math.floor(options.random() * options.fixture.openLots.length)]!;
      const minimum = minimumOf.get(lot.id)!;
      // At the minimum or a few increments above it: valid by the increment rules when the
      // minimum is fresh, too low when someone got there first.
      const amount = minimum + Math.floor(options.random() * 4) * incrementFor(minimum);
      const attempt: BidAttempt = { kind: 'bid', bidderId: user.id, lotId: lot.id, amount, outcome: 'unexpected' };
      ledger.bids.push(attempt);
      const sent = await call(options.url, user, { action: 'BID_ON_AUCTION', auctionId: lot.id, amount });
      if (!sent.ok) {
        attempt.outcome = sent.outcome;
        attempt.reason = sent.reason;
        await pause();
        continue;
      }
      const { answer } = sent;
      const result = answer.body.result as { auction?: { bidCount: number; currentPrice: number; nextMinimumBid: number } } | undefined;
      if (answer.status === 200 && result?.auction) {
        attempt.outcome = 'acknowledged';
        attempt.bidCount = result.auction.bidCount;
        attempt.price = result.auction.currentPrice;
        minimumOf.set(lot.id, Math.max(minimumOf.get(lot.id)!, result.auction.nextMinimumBid));
        continue;
      }
      const reason = businessRefusal(answer);
      attempt.outcome = reason ? 'refused' : 'unexpected';
      attempt.reason = reason ?? describe(answer);
      const asked = answer.body.error?.details?.minimumBid;
      if (asked) minimumOf.set(lot.id, Math.max(minimumOf.get(lot.id)!, asked));
      if (!reason) await pause();
    }
  };

  const buyer = async () => {
    for (const lot of options.fixture.buyNowLots) {
      // Try each lot until the server answers (a lost answer is tried again, as a buyer would).
      while (running) {
        const attempt: BuyAttempt = { kind: 'buy', buyerId: options.fixture.buyer.id, lotId: lot.id, outcome: 'unexpected' };
        ledger.buys.push(attempt);
        const sent = await call(options.url, options.fixture.buyer, { action: 'BUY_NOW', auctionId: lot.id });
        if (!sent.ok) {
          attempt.outcome = sent.outcome;
          attempt.reason = sent.reason;
          await pause();
          continue;
        }
        const orderId = (sent.answer.body.result as { orderId?: number } | undefined)?.orderId;
        if (sent.answer.status === 200 && typeof orderId === 'number') {
          attempt.outcome = 'acknowledged';
          attempt.orderId = orderId;
        } else {
          const reason = businessRefusal(sent.answer);
          attempt.outcome = reason ? 'refused' : 'unexpected';
          attempt.reason = reason ?? describe(sent.answer);
        }
        break;
      }
      if (!running) return;
      await sleep(options.buyEveryMs);
    }
  };

  const uploader = async (photo: Buffer) => {
    const user = options.fixture.uploader;
    const metadata = `filename ${Buffer.from('foto.jpg').toString('base64')}`;
    while (running) {
      const attempt: UploadAttempt = { kind: 'upload', key: null, outcome: 'unexpected' };
      ledger.uploads.push(attempt);
      const created = await send(`${options.url}/api/uploads`, {
        method: 'POST',
        headers: { ...user.auth, 'Tus-Resumable': '1.0.0', 'Upload-Length': String(photo.length), 'Upload-Metadata': metadata },
      });
      if (!created.ok) {
        attempt.outcome = created.outcome;
        attempt.reason = created.reason;
        await pause();
        continue;
      }
      await created.response.arrayBuffer().catch(() => undefined);
      if (created.response.status !== 201) {
        attempt.outcome = created.response.status === 429 ? 'refused' : 'unexpected';
        attempt.reason = `create answered ${created.response.status}`;
        await pause();
        continue;
      }
      attempt.key = created.response.headers.get('location')!.split('/').pop()!;
      const patched = await send(`${options.url}/api/uploads/${attempt.key}`, {
        method: 'PATCH',
        headers: { ...user.auth, 'Tus-Resumable': '1.0.0', 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
        body: new Uint8Array(photo),
      });
      if (!patched.ok) {
        attempt.outcome = patched.outcome === 'unsent' ? 'unsent' : 'lost';
        attempt.reason = patched.reason;
        await pause();
        continue;
      }
      await patched.response.arrayBuffer().catch(() => undefined);
      const finished = patched.response.status === 204 && patched.response.headers.get('upload-offset') === String(photo.length);
      attempt.outcome = finished ? 'acknowledged' : 'unexpected';
      if (!finished) attempt.reason = `PATCH answered ${patched.response.status}`;
      await pause();
    }
  };

  const workers = [...options.fixture.bidders.map((user) => bidder(user)), buyer(), ...(options.photo ? [uploader(options.photo)] : [])];
  return {
    ledger,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

/** One call of the connector; a connection error throws (for the checks after the load). */
export async function callAs(url: string, user: TestUser, data: Record<string, unknown>): Promise<CallAnswer> {
  const sent = await call(url, user, data);
  if (!sent.ok) throw new Error(`${String(data.action)}: ${sent.outcome} (${sent.reason})`);
  return sent.answer;
}
