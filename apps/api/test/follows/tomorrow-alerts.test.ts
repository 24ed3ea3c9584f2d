import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.js';
import { createOwnedTruck, sender, session, type Session } from '../owner/owner-helpers.js';
import { zoneAt } from './follow-helpers.js';

let ctx: TestContext;
let send: ReturnType<typeof sender>;
let owner: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  send = sender(ctx.app);
  owner = await session(ctx.app, ctx.database.db, 'owner', 'Tomorrow owner');
});
afterAll(() => ctx?.close());

const koramangala = { latitude: 12.9352, longitude: 77.6146 };
const indiaToday = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

/** A truck that stands in Koramangala every evening, 18:00 to 22:00, from yesterday on. */
async function eveningTruck(name: string) {
  const truck = await createOwnedTruck(ctx.app, owner, { name });
  const yesterday = new Date(Date.parse(indiaToday()) - 86_400_000).toISOString().slice(0, 10);
  const stop = await send('POST', `/api/owner/trucks/${truck.id}/stops`, owner, {
    label: 'Koramangala 5th Block', ...koramangala, startTime: '18:00', endTime: '22:00',
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], fromDate: yesterday,
  });
  expect(stop.statusCode, stop.body).toBe(201);
  return truck;
}

/** A follower of `truckId` with Home saved at `home`, in a zone where it is now `hour` o'clock. */
async function follower(truckId: string, { home = koramangala, hour = 19, nearMe = true } = {}) {
  const who = await session(ctx.app, ctx.database.db, 'user', 'Evening fan');
  const settings = { quietStart: '23:00', quietEnd: '23:30', timeZone: zoneAt(hour), dailyCap: 5, places: [{ label: 'Home', ...home, radiusKm: 2 }] };
  expect((await send('PUT', '/api/me/notification-settings', who, settings)).statusCode).toBe(200);
  expect((await send('PUT', `/api/trucks/${truckId}/follow`, who, { opens: false, moves: false, nearMe, menu: false, events: false })).statusCode).toBe(200);
  return who;
}

const told = async (who: Session) => (await send('GET', '/api/me/notifications', who)).json().data.notifications.filter((n: { kind: string }) => n.kind === 'tomorrow');

describe('the evening before', () => {
  it('a follower hears in their evening that a followed truck will be near their place tomorrow, once', async () => {
    const truck = await eveningTruck('Tomorrow Tikka');
    const fan = await follower(truck.id);
    await ctx.app.tellTomorrow();
    await ctx.app.tellTomorrow();
    const alerts = await told(fan);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ truckId: truck.id, title: 'Tomorrow Tikka is near Home tomorrow', body: 'Koramangala 5th Block, 6:00 pm to 10:00 pm', pushed: true });
  });

  it('says nothing when tomorrow’s stops are far from the follower’s places', async () => {
    const truck = await eveningTruck('Far Falafel');
    const fan = await follower(truck.id, { home: { latitude: 19.076, longitude: 72.8777 } });
    await ctx.app.tellTomorrow();
    expect(await told(fan)).toEqual([]);
  });

  it('says nothing to a follower who did not choose near my places', async () => {
    const truck = await eveningTruck('Quiet Kulfi');
    const fan = await follower(truck.id, { nearMe: false });
    await ctx.app.tellTomorrow();
    expect(await told(fan)).toEqual([]);
  });

  it('waits for the follower’s evening', async () => {
    const truck = await eveningTruck('Morning Misal');
    const fan = await follower(truck.id, { hour: 9 });
    await ctx.app.tellTomorrow();
    expect(await told(fan)).toEqual([]);
  });
});
