import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { openTestDatabase, testConfig, webDirWith } from '../helpers.js';
import { cityEventBody } from '../admin/admin-helpers.js';
import { createOwnedTruck, sender, session, type Session } from '../owner/owner-helpers.js';

/**
 * Text people store reaches a page's title, meta tags and structured data. It must arrive there
 * as written: never read as a replacement pattern (`$'` is "everything after the match"), never
 * able to close a script element, never breaking JSON-LD with a line separator.
 */
const HOSTILE = ["$'", '$`', '$&', '</script>', '\u2028'] as const;
const hostile = (label: string) => `${label} ${HOSTILE.join(' ')} end`;

let database: DatabaseHandle;
let app: App;
let owner: Session;
let admin: Session;
let send: ReturnType<typeof sender>;
/** The size of a page with plain text, to which a hostile page is compared. */
let plainSize: number;

beforeAll(async () => {
  const webDir = webDirWith();
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig({ publicUrl: 'https://dishrated.example' }), db: database.db, webDir });
  await app.ready();
  send = sender(app);
  owner = await session(app, database.db, 'owner', 'Text Owner');
  admin = await session(app, database.db, 'admin', 'Text Admin');
  const plain = await createOwnedTruck(app, owner, { name: 'Plain Truck' });
  plainSize = (await app.inject(`/trucks/${plain.id}`)).body.length;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
const titleOf = (html: string) => /<title>(.*?)<\/title>/s.exec(html)![1]!;
const unescapeHtml = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** No script was closed early or carries a raw line separator, and the page stays its normal size. */
function expectPageIntact(html: string) {
  expect(html.length).toBeLessThan(plainSize * 3);
  // One </script> per script element: the hostile text closed none of them.
  expect(html.match(/<\/script>/g)?.length ?? 0).toBe(html.match(/<script[\s>]/g)?.length ?? 0);
  for (const script of html.match(/<script[^>]*>.*?<\/script>/gs) ?? []) expect(script).not.toContain('\u2028');
}

describe('stored text reaches a page as written', () => {
  it("a truck's name, address and description, in the title, meta tags and JSON-LD", async () => {
    const name = hostile('Name');
    const description = hostile('Description');
    const address = hostile('Address');
    const truck = await createOwnedTruck(app, owner, { name, description, location: { address, coordinates: { latitude: 12.97, longitude: 77.59 } } });
    const html = (await app.inject(`/trucks/${truck.id}`)).body;
    expect(unescapeHtml(titleOf(html))).toBe(`${name} | DishRated`);
    expect(jsonLd(html)).toMatchObject({ name, description, address: { streetAddress: address } });
    expectPageIntact(html);
  });

  it("a truck description of repeated $' stays one page long", async () => {
    const truck = await createOwnedTruck(app, owner, { name: 'Dollar Truck', description: `d ${"$' ".repeat(60)}` });
    const res = await app.inject(`/trucks/${truck.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeLessThan(plainSize * 3);
  });

  it("an event's title, description and address", async () => {
    const title = hostile('Fest');
    const description = hostile('About the fest');
    const address = hostile('Ground');
    const created = await send('POST', '/api/events', admin, { ...cityEventBody(title, { address }), description });
    expect(created.statusCode, created.body).toBe(201);
    const html = (await app.inject(`/events/${created.json().data.event.id}`)).body;
    expect(unescapeHtml(titleOf(html))).toBe(`${title} | DishRated`);
    expect(jsonLd(html)).toMatchObject({ name: title, description, location: { address } });
    expectPageIntact(html);
  });

  it("a blog post's title and excerpt", async () => {
    const title = hostile('Post');
    const excerpt = hostile('Excerpt');
    const created = await send('POST', '/api/admin/blogs', admin, {
      title,
      excerpt,
      content: 'A post long enough to be saved as a real blog post body.',
      category: 'news',
      status: 'published',
    });
    expect(created.statusCode, created.body).toBe(201);
    const html = (await app.inject(`/blog/${created.json().data.blog.slug}`)).body;
    expect(unescapeHtml(titleOf(html))).toBe(`${title} | DishRated`);
    expect(jsonLd(html)).toMatchObject({ headline: title, description: excerpt });
    expectPageIntact(html);
  });
});
