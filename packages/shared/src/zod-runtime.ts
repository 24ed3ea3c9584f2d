import { z } from 'zod';

/**
 * zod, set up once for wherever the schemas run. Every schema module imports z from here, so this
 * runs before any schema is built.
 *
 * In the browser, schemas parse without compiled parsers: zod would probe for eval (`new Function`)
 * when the first object schema is built, and although the probe is caught, the browser reports it
 * as a violation of the site's script policy (which forbids eval) on every page that loads a
 * schema. Forms parse little, so the compiled parsers are not missed there; the API keeps them.
 */
if ('document' in globalThis) z.config({ jitless: true });

export { z };
