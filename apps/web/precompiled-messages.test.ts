import { describe, expect, it } from 'vitest';
import { precompiledMessages } from './precompiled-messages';

/** The plugin's transform of a source file, as Vite calls it. */
function compile(code: string): string {
  const plugin = precompiledMessages();
  const transform = plugin.transform as (this: { error(message: string): never }, code: string, id: string) => { code: string } | null;
  const result = transform.call({ error: (message) => { throw new Error(message); } }, code, '/app/src/screen.tsx');
  return result?.code ?? code;
}

describe('messages compiled at build time', () => {
  it('compiles a message written in double quotes, apostrophe and placeholder included', () => {
    const out = compile(`const m = { id: 'x', defaultMessage: "We'll answer within {time}." };`);
    expect(out).toContain('{"type":1,"value":"time"}');
    expect(out).not.toContain('defaultMessage: "');
  });

  it('compiles a long message written on the line after its key', () => {
    const out = compile(`const m = {\n  id: 'x',\n  defaultMessage:\n    'Write to <mail>us</mail>.',\n};`);
    expect(out).toContain('"value":"mail"');
  });

  it('stops the build on a message it cannot compile, rather than ship its raw syntax', () => {
    expect(() => compile('const m = { id: `x`, defaultMessage: `Hi {name}` };')).toThrow(/cannot compile/);
  });
});
