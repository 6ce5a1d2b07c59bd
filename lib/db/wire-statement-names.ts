// PostgreSQL frontend messages that name a prepared statement or a portal, and where the name sits:
// Parse 'P' (statement), Bind 'B' (portal, then statement), Describe 'D' and Close 'C' ('S' or 'P' kind
// byte, then the name), Execute 'E' (portal). Every message is: type byte, int32 length, body.

const P = 0x50;
const B = 0x42;
const D = 0x44;
const C = 0x43;
const E = 0x45;
const KIND_STATEMENT = 0x53;

export interface RenamedMessage {
  message: Uint8Array;
  /** Statement names (after renaming) this message creates or closes, for cleanup on disconnect. */
  names: { prepared?: string; closed?: string };
}

function cstringEnd(bytes: Uint8Array, from: number): number {
  const end = bytes.indexOf(0, from);
  return end === -1 ? bytes.length : end;
}

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/**
 * Prefixes the non-empty statement and portal names of one message, so connections sharing one session
 * cannot collide. The unnamed statement and portal ("") stay as they are: the session queue keeps a
 * connection's batch together, so nobody else can touch them in between.
 */
export function renameStatements(message: Uint8Array, prefix: string): RenamedMessage {
  const type = message[0];
  if (message.length < 6) return { message, names: {} };
  // Offsets (from the body start, 5) of the names to rewrite, and what each name is.
  const at: Array<{ offset: number; kind: 'statement' | 'portal' }> = [];
  if (type === P) at.push({ offset: 5, kind: 'statement' });
  else if (type === E) at.push({ offset: 5, kind: 'portal' });
  else if (type === B) {
    const portalEnd = cstringEnd(message, 5);
    at.push({ offset: 5, kind: 'portal' }, { offset: portalEnd + 1, kind: 'statement' });
  } else if (type === D || type === C) at.push({ offset: 6, kind: message[5] === KIND_STATEMENT ? 'statement' : 'portal' });
  else return { message, names: {} };

  const parts: Uint8Array[] = [];
  const names: RenamedMessage['names'] = {};
  let cursor = 5;
  for (const { offset, kind } of at) {
    const end = cstringEnd(message, offset);
    if (end === offset) continue; // unnamed: unchanged
    const renamed = prefix + decoder.decode(message.subarray(offset, end));
    parts.push(message.subarray(cursor, offset), encoder.encode(renamed));
    cursor = end;
    if (kind === 'statement' && type === P) names.prepared = renamed;
    if (kind === 'statement' && type === C) names.closed = renamed;
  }
  if (parts.length === 0) return { message, names };
  parts.push(message.subarray(cursor));
  const bodyLength = parts.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array(1 + 4 + bodyLength);
  out[0] = type ?? 0;
  new DataView(out.buffer).setInt32(1, 4 + bodyLength);
  let position = 5;
  for (const part of parts) {
    out.set(part, position);
    position += part.length;
  }
  return { message: out, names };
}
