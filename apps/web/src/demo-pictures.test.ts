import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const IMAGES = join(import.meta.dirname, '..', 'public', 'images');

describe('the demo pictures', () => {
  // Words drawn at a picture's foot sat under the carousel's dots and peeked under a truck page's rating.
  it('carry no words: the screens around them say the cuisine', () => {
    const pictures = [...readdirSync(join(IMAGES, 'food')).map((file) => join(IMAGES, 'food', file)), join(IMAGES, 'placeholder-truck.svg')].filter((file) => file.endsWith('.svg'));
    expect(pictures.length).toBeGreaterThan(10);
    for (const picture of pictures) expect([picture, readFileSync(picture, 'utf8').includes('<text')]).toEqual([picture, false]);
  });
});
