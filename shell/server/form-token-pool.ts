// The contact form's one-time tokens for the pages the gateway sends. Asked of the API in batches
// (`GET FORM_TOKEN_BATCH_PATH?count=`), not once a page: one request to the API a page took the server's CPU for
// a rendered `/contact` from 1.2 to 1.9 ms and halved its pages a second (e2e/bench/render-throughput.mjs, 978fe98
// against 319b1a7). A token is handed out once, and only while it is fresh (MAX_AGE_MS after the API made it): the
// API reads "sent too soon after the form was made" (CONTACT_MIN_FILL_SECONDS) from the time in the token, so a token
// that waited long in the pool would let a robot send sooner.
import { FORM_TOKEN_BATCH_MAX, formTokenBatchUrl, type ContactFormToken } from '@azmar/contract/content/contact-form-state';

/** How long a token may wait in the pool: the most the fill time a robot could gain. */
export const MAX_AGE_MS = 500;

export interface FormTokenPoolOptions {
  apiOrigin: () => string | null;
  timeoutMs?: number;
  now?: () => number;
  /** How the pool asks the API (tests count the calls). */
  fetch?: typeof fetch;
}

export interface FormTokenPool {
  /** A token no page has had, or null when the API cannot make one now (the page is then sent without: see the form). */
  take(): Promise<ContactFormToken | null>;
}

export function createFormTokenPool(options: FormTokenPoolOptions): FormTokenPool {
  const now = options.now ?? Date.now;
  const ask = options.fetch ?? fetch;
  let pool: { token: ContactFormToken; at: number }[] = [];
  let asking: Promise<boolean> | null = null;
  /** Pages waiting for a token now: the batch is at least as large. */
  let waiting = 0;
  /** Tokens taken in this and the last second: a batch is about what MAX_AGE_MS of them needs. */
  let taken = { second: 0, count: 0, lastCount: 0 };

  function batchSize(): number {
    const rate = Math.max(taken.count, taken.lastCount);
    return Math.min(FORM_TOKEN_BATCH_MAX, Math.max(1, waiting, Math.ceil((rate * MAX_AGE_MS) / 1000)));
  }

  /** @returns whether the API gave tokens */
  function refill(): Promise<boolean> {
    asking ??= (async () => {
      // Every page that asks in this turn of the event loop waits for this batch: counted before it is sized.
      await new Promise((resolve) => setImmediate(resolve));
      const origin = options.apiOrigin();
      if (!origin) return false;
      try {
        const answer = await ask(new URL(formTokenBatchUrl(batchSize()), origin), {
          signal: AbortSignal.timeout(options.timeoutMs ?? 2000),
        });
        if (!answer.ok) return false;
        const at = now();
        pool = [...pool, ...((await answer.json()) as ContactFormToken[]).map((token) => ({ token, at }))];
        return true;
      } catch {
        // The API is away: the page goes without a token, and its code asks for one when the API is back.
        return false;
      }
    })().finally(() => {
      asking = null;
    });
    return asking;
  }

  function fresh() {
    const oldest = now() - MAX_AGE_MS;
    while (pool.length > 0 && pool[0]!.at < oldest) pool.shift();
    return pool.shift()?.token ?? null;
  }

  /** Asks ahead, so the next pages need not wait, when they come often enough to find the tokens still fresh. */
  function askAhead() {
    if (batchSize() >= 2 && pool.length < batchSize() / 2) void refill();
  }

  return {
    async take() {
      const second = Math.floor(now() / 1000);
      taken = second === taken.second ? { ...taken, count: taken.count + 1 } : { second, count: 1, lastCount: second === taken.second + 1 ? taken.count : 0 };
      let token = fresh();
      if (!token) {
        waiting += 1;
        try {
          // A batch asked for before this page came may be too small for every page waiting on it: a few more tries.
          for (let tries = 0; !token && tries < 3; tries += 1) {
            if (!(await refill())) break;
            token = fresh();
          }
        } finally {
          waiting -= 1;
        }
      }
      askAhead();
      return token;
    },
  };
}
