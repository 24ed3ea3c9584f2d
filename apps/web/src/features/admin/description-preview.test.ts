import { describe, expect, it } from 'vitest';
import { descriptionPreview } from './description-preview';

describe('descriptionPreview', () => {
  it('leaves a description of 150 characters as it is', () => {
    const text = 'a'.repeat(150);
    expect(descriptionPreview(text)).toBe(text);
  });

  it('cuts a longer one at the last whole word within 150 characters and adds an ellipsis', () => {
    const text = `${'word '.repeat(40)}end`;
    const preview = descriptionPreview(text);
    expect(preview.endsWith('word...')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(153);
  });

  it('cuts a single endless word at 150 characters', () => {
    expect(descriptionPreview('x'.repeat(400))).toBe(`${'x'.repeat(150)}...`);
  });
});
