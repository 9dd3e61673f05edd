// Reads a JSON request body under a byte cap, turning oversize and malformed bodies into the
// JSON-RPC errors Streamable HTTP clients expect.
import { RpcErrorCode, httpRpcError } from '../errors';

/** Largest request body /mcp accepts. */
const MAX_BODY_BYTES = 4 * 1024 * 1024;

/** Parses the body as JSON; 413 when over the cap, 400 with -32700 when not JSON. */
export async function readJsonBody(req: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  // A declared length frames the body (the runtime never delivers more), so it can be read whole.
  if (Number.isSafeInteger(declared)) return parseJson(await req.text());
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel();
        throw tooLarge(maxBytes);
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return parseJson(new TextDecoder().decode(bytes));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw httpRpcError(400, RpcErrorCode.ParseError, 'Parse error: the request body is not valid JSON');
  }
}

function tooLarge(maxBytes: number) {
  return httpRpcError(413, RpcErrorCode.InvalidRequest, `Request body too large: the limit is ${maxBytes} bytes (4 MiB)`);
}
