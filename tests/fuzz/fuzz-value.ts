// A generated field value in the two spellings a request can carry it: a query-string value and a JSON token.

export interface FuzzValue {
  /** Ready to follow `name=` in a query string: ASCII only, percent-encoded or deliberately raw. */
  query: string;
  /** A JSON text; deliberately invalid JSON for a few values (`NaN`, `+1`). */
  json: string;
}

const unreserved = /[A-Za-z0-9\-._~,]/;

/** Percent-encodes the UTF-8 bytes of `text` (a lone surrogate becomes U+FFFD, as a browser sends it). */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += unreserved.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const jsonNumber = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;

/** The text as a query value, and in JSON as a number when it reads as one, else as a string. */
export function textValue(text: string): FuzzValue {
  return { query: percentEncode(text), json: jsonNumber.test(text) ? text : JSON.stringify(text) };
}

/** A value sent as written in both places (raw query syntax such as `%zz`, or invalid JSON such as `NaN`). */
export function rawValue(query: string, json: string = query): FuzzValue {
  return { query, json };
}

export function listValue(items: readonly FuzzValue[]): FuzzValue {
  return { query: items.map((i) => i.query).join(','), json: `[${items.map((i) => i.json).join(',')}]` };
}
