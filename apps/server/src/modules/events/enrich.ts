import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import { type CountryResponse, Reader } from 'maxmind';
import UAParser from 'ua-parser-js';

/*
 * What an event's request tells about its visitor: whether a person sent it, their device, browser
 * and operating system (from the user agent), their country (from the IP, which is then dropped).
 */

/** Link previews: chat apps and social sites fetching a shared link to draw its card. */
const LINK_PREVIEW =
  /whatsapp|facebookexternalhit|facebookcatalog|meta-externalagent|slackbot|twitterbot|linkedinbot|discordbot|telegrambot|skypeuripreview|pinterest|redditbot|embedly|vkshare|viber|snapchat|iframely|applebot|google-pagerenderer|bitlybot|outbrain|quora link preview|bingpreview|yahoo! slurp|mastodon|bluesky|cardyb|line\//i;

export type Agent = {
  /** Why a request from this agent never counts, or null for a person's browser. */
  botReason: 'bot' | 'preview' | null;
  device: string | null;
  browser: string | null;
  os: string | null;
};

const USER_AGENT_MAX = 512;

/**
 * Parsing a user agent costs some 12 µs and isbot's test 3 µs; real traffic repeats a few
 * thousand agents, so each is parsed once.
 */
const agents = new LRUCache<string, Agent>({ max: 5_000 });

export function describeAgent(userAgent: string | null | undefined): Agent {
  const ua = (userAgent ?? '').slice(0, USER_AGENT_MAX);
  const known = agents.get(ua);
  if (known) return known;
  const agent = parseAgent(ua);
  agents.set(ua, agent);
  return agent;
}

function parseAgent(ua: string): Agent {
  // A request without a user agent is a script, never a person's browser.
  const botReason = ua.trim() === '' ? 'bot' : LINK_PREVIEW.test(ua) ? 'preview' : isbot(ua) ? 'bot' : null;
  const { browser, os, device } = new UAParser(ua).getResult();
  return {
    botReason,
    // ua-parser-js names no type for desktops and laptops.
    device: ua.trim() === '' ? null : (device.type ?? 'desktop').slice(0, 20),
    browser: browser.name?.slice(0, 40) ?? null,
    os: os.name?.slice(0, 40) ?? null,
  };
}

let countries: Reader<CountryResponse & { country_code?: string }> | null = null;

/**
 * The IP-to-country database that @ip-location-db ships (CC BY 4.0, NRO data; one 8 MB file for
 * IPv4 and IPv6), read once per process on first use.
 */
function countryReader(): Reader<CountryResponse & { country_code?: string }> {
  if (!countries) {
    const require = createRequire(import.meta.url);
    const path = require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb');
    countries = new Reader(readFileSync(path));
  }
  return countries;
}

const PRIVATE_V4 = [
  /^0\./,
  /^10\./,
  /^127\./,
  /^169\.254\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^192\.168\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
];

/** Loopback, private, link-local and unique-local addresses have no country. */
function isPrivateAddress(ip: string, family: number): boolean {
  if (family === 4) return PRIVATE_V4.some((range) => range.test(ip));
  const lower = ip.toLowerCase();
  return lower === '::1' || lower === '::' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
}

/** The two-letter country of an IP address, or null (unknown, private, loopback, not an IP). */
export function countryOf(ip: string | null | undefined): string | null {
  if (!ip) return null;
  // An IPv4 address in IPv6 clothing, as Node shows clients of a dual-stack socket.
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(address);
  if (family === 0 || isPrivateAddress(address, family)) return null;
  const found = countryReader().get(address);
  const code = found?.country_code ?? found?.country?.iso_code;
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}

/** An http(s) URL's host, read without building a URL (the writer's hot path; `new URL` costs 1–2 µs). */
const URL_HOST = /^https?:\/\/(?:[^@/?#]*@)?([a-z0-9.-]{1,253})(?::\d*)?(?:[/?#]|$)/i;

/** The host a referrer URL names, without `www.`, lower-cased; null when it is not an http(s) URL. */
export function referrerHostOf(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  const host = URL_HOST.exec(referrer)?.[1]
    ?.toLowerCase()
    .replace(/^www\./, '');
  return host || null;
}

const PAGE_PATH_MAX = 500;

/**
 * The path of a page, without its query or fragment (they can carry a visitor's email or a
 * token), at most 500 characters. Takes a full URL or a path.
 */
export function pagePathOf(page: string | null | undefined): string | null {
  if (!page) return null;
  let path: string;
  try {
    path = new URL(page, 'http://path.invalid').pathname;
  } catch {
    return null;
  }
  return path.slice(0, PAGE_PATH_MAX);
}
