/**
 * Keeps the web app's translations complete (part of `npm run lint`): every message the code
 * defines (its id and English, extracted by FormatJS's CLI) has Hindi in hi.json, hi.json holds
 * no message the code no longer has, and each Hindi message uses the same placeholders as its
 * English (a `{count}` lost in translation would show nothing). Strings rendered without the i18n
 * function are caught by ESLint's formatjs/no-literal-string-in-jsx.
 */
import { execFileSync } from 'node:child_process';
import { globSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const CATALOG = 'apps/web/src/lib/i18n/hi.json';

function extractMessages(): Record<string, { defaultMessage: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'dishrated-messages-'));
  try {
    const out = join(dir, 'en.json');
    execFileSync('npx', ['formatjs', 'extract', 'apps/web/src/**/*.{ts,tsx}', '--ignore', '**/*.test.*', '--ignore', '**/*.gen.ts', '--additional-function-names', 'pageMessage', '--out-file', out, '--throws'], { stdio: 'inherit' });
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The argument names a message uses, plural and select options included. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if ('value' in element && typeof element.value === 'string') names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) visit(option.value);
      if (element.type === TYPE.tag) visit(element.children);
    }
  };
  visit(parse(message));
  return [...names].sort();
}

const english = extractMessages();
const hindi = JSON.parse(readFileSync(CATALOG, 'utf8')) as Record<string, string>;
const problems: string[] = [];
for (const [id, { defaultMessage }] of Object.entries(english)) {
  const translated = hindi[id];
  if (translated === undefined) {
    problems.push(`${id}: no Hindi in ${CATALOG} (English: "${defaultMessage}")`);
    continue;
  }
  const wanted = argumentsOf(defaultMessage).join(', ');
  const given = argumentsOf(translated).join(', ');
  if (wanted !== given) problems.push(`${id}: the Hindi uses {${given}} where the English uses {${wanted}}`);
}
for (const id of Object.keys(hindi)) if (!(id in english)) problems.push(`${id}: in ${CATALOG} but no longer in the code`);
// A descriptor written outside defineMessages or a format call is invisible to the extractor, so
// its Hindi would never be asked for: every `{ id, defaultMessage }` in the code must be extracted.
for (const file of globSync('apps/web/src/**/*.{ts,tsx}')) {
  if (/\.test\.|\.gen\./.test(file)) continue;
  for (const [, id] of readFileSync(file, 'utf8').matchAll(/\{\s*id: '([^']+)',\s*defaultMessage:/g)) {
    if (!(id! in english)) problems.push(`${id}: defined in ${file} where the extractor cannot see it (use defineMessages)`);
  }
}

if (problems.length > 0) {
  console.error(`Translations are incomplete (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Translations complete: ${Object.keys(english).length} messages in English and Hindi.`);
