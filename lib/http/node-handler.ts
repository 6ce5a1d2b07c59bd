import type http from 'node:http';

/** A Node HTTP request handler: what server.ts's layers wrap, one around the next, down to Next's. */
export type NodeHandler = (request: http.IncomingMessage, response: http.ServerResponse) => unknown;
