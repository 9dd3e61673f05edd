// How this server names itself: to its clients (initialize, every 2026-07-28 result) and, as a
// client, to the upstream servers whose tools it mounts. Free of imports, so Node tools can use it.

export const SERVER_NAME = 'arch-mcp';
export const SERVER_VERSION = '0.1.0';
/** How the server names itself, in `initialize` results and in every 2026-07-28 result's `_meta`. */
export const SERVER_INFO = { name: SERVER_NAME, version: SERVER_VERSION, title: 'Architecture knowledge' } as const;
