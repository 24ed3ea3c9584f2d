import { describe, expect, it } from 'vitest';
import { reportBody } from './listing-box';

const self = '11111111-2222-4333-8444-555555555555';
const other = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

describe('a listing report as sent', () => {
  it('names the listing a duplicate repeats when the note links it', () => {
    expect(reportBody(self, 'duplicate', ` see https://dishrated.in/trucks/${other} `)).toEqual({ reason: 'duplicate', note: `see https://dishrated.in/trucks/${other}`, duplicateOf: other });
  });

  it('names no listing when the link is to the truck itself, or the reason is not a duplicate', () => {
    expect(reportBody(self, 'duplicate', `/trucks/${self}`)).toEqual({ reason: 'duplicate', note: `/trucks/${self}` });
    expect(reportBody(self, 'wrong', `/trucks/${other}`)).toEqual({ reason: 'wrong', note: `/trucks/${other}` });
  });
});
