import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { mailOutbox } from '../../src/db/schema.js';
import { createLoginThrottle } from '../../src/features/auth/login-throttle.js';
import { createAuthService } from '../../src/features/auth/service.js';
import { loggerOptions } from '../../src/lib/logging.js';
import { Mailer } from '../../src/features/mail/index.js';
import { openTestDatabase, registerUser, testConfig, uniqueEmail } from '../helpers.js';
import type { DatabaseHandle } from '../../src/db/client.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

/** A production server whose log lines are kept for the test to read. */
async function productionAppWithLog(): Promise<{ app: App; log: () => string }> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({ config: testConfig({ env: 'production' }), db: database.db, webDir: '/nonexistent', logger: loggerOptions('info', { stream }) });
  return { app, log: () => lines.join('') };
}

const mailsTo = async (db: Database, email: string) => (await db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length;

describe('forgot-password reveals nothing about the account', () => {
  it('answers before any account-dependent work: both answers alike, the mail follows', async () => {
    const jobs: Array<() => Promise<unknown>> = [];
    const silent = { info() {}, warn() {}, error() {} } as never;
    const service = createAuthService({
      db: database.db,
      mailer: new Mailer(silent, database.db, undefined, 'test@dishrated.local', { logMessageText: false }),
      signToken: () => 'token',
      publicUrl: 'http://localhost:3000',
      exposeResetUrl: false,
      loginThrottle: createLoginThrottle(null),
      background: { run: (_name, task) => void jobs.push(task), drain: async () => {} },
    });
    const { app } = await productionAppWithLog();
    const user = await registerUser(app);
    await app.close();

    const afterAnswers: Array<() => void> = [];
    const existing = await service.forgotPassword(user.email, (work) => afterAnswers.push(work));
    const missing = await service.forgotPassword(uniqueEmail('missing'), (work) => afterAnswers.push(work));
    expect(existing).toEqual(missing);
    expect(jobs, 'nothing starts before the answer has left').toHaveLength(0);
    for (const start of afterAnswers) start();
    expect(jobs).toHaveLength(2);
    expect(await mailsTo(database.db, user.email)).toBe(0);

    for (const job of jobs) await job();
    expect(await mailsTo(database.db, user.email)).toBe(1);
  });

  it('gives the same answer over HTTP in production, and the mail arrives', async () => {
    const { app } = await productionAppWithLog();
    const user = await registerUser(app);
    const ask = (email: string) => app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const [existing, missing] = [await ask(user.email), await ask(uniqueEmail('missing'))];
    expect(existing.statusCode).toBe(200);
    expect(existing.body).toBe(missing.body);
    await app.close(); // waits for the queued work
    expect(await mailsTo(database.db, user.email)).toBe(1);
  });

  it('takes as long for an account that exists as for one that does not (embedded database too)', async () => {
    const { app } = await productionAppWithLog();
    // The time the server took to answer, as it sends the answer: the work that follows the answer
    // (on the embedded database it runs in this very process) is not part of what a client waits for.
    const answeredIn: number[] = [];
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url === '/api/auth/forgot-password') answeredIn.push(reply.elapsedTime);
      done(null, payload);
    });
    try {
      const user = await registerUser(app);
      const timed = async (email: string) => {
        expect((await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })).statusCode).toBe(200);
        return answeredIn.at(-1)!;
      };
      const existing: number[] = [];
      const missing: number[] = [];
      for (let round = 0; round < 12; round++) {
        existing.push(await timed(user.email));
        // The mail's work runs after the answer: let it finish, so it never slows the next answer.
        await expect.poll(() => mailsTo(database.db, user.email)).toBe(round + 1);
        missing.push(await timed(uniqueEmail('missing')));
      }
      // The fastest of each: a busy machine slows some rounds of either kind, never all of them,
      // while work done before answering (hashing a token, writing the mail: about four times the
      // answer) would slow every round for an existing account.
      const fastest = (values: number[]) => Math.min(...values);
      expect(fastest(existing)).toBeLessThan(fastest(missing) * 2 + 3);
    } finally {
      await app.close();
    }
  });
});

describe('production logs', () => {
  it('say a reset mail was queued, never its link or token', async () => {
    const { app, log } = await productionAppWithLog();
    const user = await registerUser(app);
    await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    await app.close();
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    const token = mail!.text.match(/token=([\w-]+)/)![1]!;
    expect(log()).toContain('mail queued in the outbox');
    expect(log()).not.toContain(token);
    expect(log()).not.toContain('reset-password?token');
  });

  it('keep query strings out of request lines (a reset link opened in the browser)', async () => {
    const { app, log } = await productionAppWithLog();
    await app.inject({ method: 'GET', url: '/reset-password?token=live-secret-token-123' });
    await app.close();
    expect(log()).toContain('/reset-password?…');
    expect(log()).not.toContain('live-secret-token-123');
  });

  it('never record SQL parameters, password hashes or request bodies when a query fails', async () => {
    const { app, log } = await productionAppWithLog();
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$c2VjcmV0aGFzaA';
    app.post('/api/test/explode', async () => database.db.execute(sql`select ${hash}::int`));
    const res = await app.inject({ method: 'POST', url: '/api/test/explode', payload: { password: 'hunter2-body', email: 'victim@example.test' } });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(log()).toContain('Failed query');
    expect(log()).not.toContain('c2VjcmV0aGFzaA');
    expect(log()).not.toContain('hunter2-body');
    expect(log()).not.toContain('victim@example.test');
  });

  it('redact passwords, tokens and authorization wherever a log line carries them', async () => {
    const { app, log } = await productionAppWithLog();
    app.log.info({ password: 'p4ss', user: { token: 't0ken', passwordHash: 'h4sh' }, authorization: 'Bearer abc' }, 'probe');
    await app.close();
    expect(log()).toContain('probe');
    for (const secret of ['p4ss', 't0ken', 'h4sh', 'Bearer abc']) expect(log()).not.toContain(secret);
  });
});
