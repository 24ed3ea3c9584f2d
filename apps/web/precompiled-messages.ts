import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * `defaultMessage: '…'` or `"…"` in an object (on the same line or the next) and
 * `defaultMessage="…"` on a JSX element, as lint requires them (literals).
 */
const DEFAULT_MESSAGE = /defaultMessage:\s*'((?:[^'\\]|\\.)*)'|defaultMessage:\s*"((?:[^"\\]|\\.)*)"|defaultMessage="([^"]*)"/g;

/** What is left uncompiled after the replacement: a message this plugin did not understand. */
const LEFT_OVER = /defaultMessage(?::\s*['"`]|=")/;

/** A single-quoted string literal's text: its escapes (\' \\ \n) read as JavaScript reads them. */
const unquote = (body: string) => JSON.parse(`"${body.replace(/\\'/g, "'").replace(/"/g, '\\"')}"`) as string;

/** A double-quoted string literal's text: JavaScript's escapes are JSON's for the ones lint allows. */
const undoubleQuote = (body: string) => JSON.parse(`"${body.replace(/\\'/g, "'")}"`) as string;

/**
 * The app's messages parsed at build time (see docs/decisions/precompiled-messages.md): each
 * message's English in the code and each Hindi one in hi.json become the syntax tree react-intl
 * formats, so the browser neither downloads the ICU parser nor parses hundreds of messages while
 * hydrating a page. Source files and hi.json stay as people write them; tests and lint read those.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'dishrated:precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (/\/src\/lib\/i18n\/hi\.json$/.test(id)) {
        const messages = JSON.parse(code) as Record<string, string>;
        return { code: JSON.stringify(Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]))), map: null };
      }
      if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes('defaultMessage')) return null;
      const compiled = code.replace(DEFAULT_MESSAGE, (_match, single: string | undefined, double: string | undefined, attribute: string | undefined) => {
        if (single !== undefined) return `defaultMessage: ${JSON.stringify(parse(unquote(single)))}`;
        if (double !== undefined) return `defaultMessage: ${JSON.stringify(parse(undoubleQuote(double)))}`;
        return `defaultMessage={${JSON.stringify(parse(attribute!))}}`;
      });
      // react-intl is built without the parser: a message left as text would show its raw syntax.
      if (LEFT_OVER.test(compiled)) this.error(`${id}: a defaultMessage this build cannot compile ahead (write it as a string literal)`);
      return { code: compiled, map: null };
    },
  };
}

/** The parser's stand-in that react-intl ships for messages compiled ahead: formatting never parses. */
export const WITHOUT_PARSER = { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' };
