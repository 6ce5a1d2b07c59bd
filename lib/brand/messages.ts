import fs from 'node:fs';
import path from 'node:path';
import compile from 'icu-minify/compile';
import { z } from 'zod';
import { brandCopyMessages } from './brand-copy';
import { BrandConfigError } from './load-brands';
import { siteBrand } from './registry';

// Copy is shared English plus per-brand overrides (DESIGN §3: next-intl messages per brand): the brand's
// messages.json, then its brand file's `copy`.
export type Messages = { [key: string]: string | Messages };

const messagesSchema: z.ZodType<Messages> = z.lazy(() => z.record(z.string(), z.union([z.string(), messagesSchema])));

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Every override key must exist in the base with the same shape, so a typo fails loudly. */
export function mergeMessages(base: Messages, override: Messages, where: string): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = base[key];
    const at = `${where}.${key}`;
    if (current === undefined) throw new BrandConfigError(`${at}: unknown message key`);
    if (typeof value === 'string') {
      if (typeof current !== 'string') throw new BrandConfigError(`${at}: must be a group, not text`);
      merged[key] = value;
    } else {
      if (typeof current === 'string') throw new BrandConfigError(`${at}: must be text, not a group`);
      merged[key] = mergeMessages(current, value, at);
    }
  }
  return merged;
}

const cache = new Map<string, Messages>();

export function loadMessages(brandKey: string, root: string = process.cwd()): Messages {
  const cached = cache.get(brandKey);
  if (cached) return cached;
  const base = messagesSchema.parse(readJson(path.join(/*turbopackIgnore: true*/ root, 'messages', 'en.json')));
  const file = path.join('brands', brandKey, 'messages.json');
  const full = path.join(/*turbopackIgnore: true*/ root, file);
  let messages = base;
  if (fs.existsSync(full)) {
    const parsed = messagesSchema.safeParse(readJson(full));
    if (!parsed.success) throw new BrandConfigError(`${file}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    messages = mergeMessages(base, parsed.data, file);
  }
  // The brand file's copy last: it is what marketing edits (lib/brand/brand-copy.ts).
  const brand = siteBrand(brandKey);
  if (brand) messages = mergeMessages(messages, brandCopyMessages(brand.copy), path.join('brands', brandKey, 'brand.json'));
  cache.set(brandKey, messages);
  return messages;
}

/** A message tree whose texts are compiled ICU (icu-minify's intermediate form). */
export type CompiledMessages = { [key: string]: CompiledMessages | ReturnType<typeof compile> };

/** icu-minify builds its plural and select tables without a prototype; React passes only plain objects to the browser. */
const compilePlain = (text: string): ReturnType<typeof compile> => JSON.parse(JSON.stringify(compile(text)));

function compileTree(messages: Messages): CompiledMessages {
  return Object.fromEntries(Object.entries(messages).map(([key, value]) => [key, typeof value === 'string' ? compilePlain(value) : compileTree(value)]));
}

const compiledCache = new Map<string, CompiledMessages>();

/**
 * The brand's messages compiled ahead of formatting: next-intl then formats them with its small
 * runtime (`use-intl/format-message/format-only`, aliased in next.config.ts) instead of shipping the
 * ICU parser to every browser. What the app serves; `loadMessages` keeps the source texts.
 */
export function loadCompiledMessages(brandKey: string): CompiledMessages {
  let compiled = compiledCache.get(brandKey);
  if (!compiled) compiledCache.set(brandKey, (compiled = compileTree(loadMessages(brandKey))));
  return compiled;
}
