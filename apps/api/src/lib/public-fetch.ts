import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { badRequest } from './errors.js';

export interface PublicFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  /** Hosts reached even on private addresses (tests' local servers only). */
  allowHosts?: readonly string[];
  /** The field the address came in, named in errors. */
  field: string;
}

const MAX_REDIRECTS = 3;

/** Whether an address is on the public internet (not loopback, private, link-local, reserved...). */
function isPublic(address: string): boolean {
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

/**
 * A DNS lookup that refuses names resolving to any non-public address, checked when the socket
 * connects: the address checked is the one connected to, so a name cannot change between the two.
 */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as unknown as LookupAddress[];
    if (list.length === 0 || !list.every((a) => isPublic(a.address))) return callback(Object.assign(new Error('not a public address'), { code: 'NOT_PUBLIC' }), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
};

/**
 * The body of a web address on the public internet, as text, within a size and a time: for
 * addresses users give us (a calendar to import), so it never reaches this machine's or its
 * network's private services. Redirects are followed (a few), each checked the same way.
 */
export async function fetchPublicText(address: string, options: PublicFetchOptions): Promise<string> {
  let url = new URL(address);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const allowed = options.allowHosts?.includes(url.hostname) ?? false;
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badRequest('The address must start with http:// or https://', options.field);
    if (url.username || url.password) throw badRequest('The address must not carry a user name or password', options.field);
    if (!allowed && ipaddr.isValid(url.hostname.replace(/^\[|\]$/g, '')) && !isPublic(url.hostname.replace(/^\[|\]$/g, ''))) throw badRequest('That address is not on the public internet', options.field);
    const answer = await get(url, allowed, options);
    if (answer.redirect) {
      url = new URL(answer.redirect, url);
      continue;
    }
    return answer.body!;
  }
  throw badRequest('The address redirects too many times', options.field);
}

function get(url: URL, allowed: boolean, options: PublicFetchOptions): Promise<{ body?: string; redirect?: string }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(url, { lookup: allowed ? undefined : publicLookup, timeout: options.timeoutMs, headers: { accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1', 'user-agent': 'DishRated calendar import' } }, (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        return resolve({ redirect: response.headers.location });
      }
      if (status < 200 || status >= 300) {
        response.resume();
        return reject(badRequest(`The address answered HTTP ${status}`, options.field));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) {
          request.destroy();
          reject(badRequest(`The calendar is larger than ${Math.round(options.maxBytes / 1024)} KB`, options.field));
        } else chunks.push(chunk);
      });
      response.on('end', () => resolve({ body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', () => reject(badRequest('The address stopped answering', options.field)));
    });
    // The whole exchange is bounded, not only each wait for data.
    const deadline = setTimeout(() => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })), options.timeoutMs);
    request.on('close', () => clearTimeout(deadline));
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'NOT_PUBLIC') reject(badRequest('That address is not on the public internet', options.field));
      else if (error.code === 'TIMEOUT') reject(badRequest('The address took too long to answer', options.field));
      else reject(badRequest('The address could not be reached', options.field));
    });
  });
}

export class PublicPostError extends Error {
  constructor(
    message: string,
    readonly code: 'NOT_HTTPS' | 'NOT_PUBLIC' | 'TIMEOUT' | 'UNREACHABLE',
  ) {
    super(message);
  }
}

export interface PublicPostOptions {
  headers: Record<string, string | number>;
  body: Buffer;
  timeoutMs: number;
  /** Hosts reached over plain http and on private addresses (tests' local servers only). */
  allowHosts?: readonly string[];
}

/**
 * Posts bytes to an https address on the public internet (a browser's push service, which the
 * browser named, so it is untrusted input) and answers the HTTP status. Redirects are not followed.
 */
export function postToPublicAddress(address: string, options: PublicPostOptions): Promise<number> {
  const url = new URL(address);
  const allowed = options.allowHosts?.includes(url.hostname) ?? false;
  if (url.protocol !== 'https:' && !(allowed && url.protocol === 'http:')) return Promise.reject(new PublicPostError('not an https address', 'NOT_HTTPS'));
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowed && ipaddr.isValid(literal) && !isPublic(literal)) return Promise.reject(new PublicPostError('not a public address', 'NOT_PUBLIC'));
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, { method: 'POST', headers: options.headers, lookup: allowed ? undefined : publicLookup, timeout: options.timeoutMs }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    const deadline = setTimeout(() => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })), options.timeoutMs);
    request.on('close', () => clearTimeout(deadline));
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'NOT_PUBLIC') reject(new PublicPostError('not a public address', 'NOT_PUBLIC'));
      else if (error.code === 'TIMEOUT') reject(new PublicPostError('no answer in time', 'TIMEOUT'));
      else reject(new PublicPostError('could not be reached', 'UNREACHABLE'));
    });
    request.end(options.body);
  });
}
