import { Agent, fetch as undiciFetch } from 'undici';
/** A minimal Server-Sent Events reader over fetch, for tests: it keeps every event and comment. */
export interface StreamEvent {
  event: string;
  id: string | null;
  data: Record<string, unknown>;
}

export interface TestStream {
  status: number;
  headers: Headers;
  events: StreamEvent[];
  comments: string[];
  /** Resolves with the first event (already received or coming) that matches, or rejects after `timeoutMs`. */
  next(match: (e: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
  /** Resolves when the server ends the stream (or close() aborts it). */
  ended: Promise<void>;
}

/** `from`: the loopback address the stream connects from, so a test can be several clients. */
export async function openStream(url: string, headers: Record<string, string> = {}, from?: string): Promise<TestStream> {
  const controller = new AbortController();
  const init = { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal };
  const res = (from ? await undiciFetch(url, { ...init, dispatcher: new Agent({ localAddress: from }) }) : await fetch(url, init)) as Response;
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  let markEnded = () => {};
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  const stream: TestStream = {
    ended,
    status: res.status,
    headers: res.headers,
    events,
    comments,
    next(match, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${events.map((e) => e.event).join(', ') || 'none'}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
  if (!res.body || res.status !== 200) {
    markEnded();
    return stream;
  }
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields: Record<string, string> = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else {
              const at = line.indexOf(':');
              fields[line.slice(0, at)] = line.slice(at + 1).trimStart();
            }
          }
          if (fields.event) events.push({ event: fields.event, id: fields.id ?? null, data: JSON.parse(fields.data ?? '{}') });
          for (const waiter of [...waiters]) waiter();
        }
      }
    } catch {
      // Aborted by close().
    }
    markEnded();
  })();
  return stream;
}
