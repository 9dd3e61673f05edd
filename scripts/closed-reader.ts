// Output to a reader that has gone away, as in `arch-mcp tools | head -1`: the command goes on
// silently instead of dying on an unhandled EPIPE with a stack trace. It is not cut short, so work
// it was asked to do (files init writes, a publish, a rollback) is never left half-done because
// nobody reads what it prints; its exit code is its own.
const watched = new WeakSet<NodeJS.WritableStream>();

/**
 * Drops the output of `streams` once their reader has closed (EPIPE); any other write error is
 * thrown as before. Installing it twice on a stream is harmless.
 */
export function dropOutputOnceReaderCloses(...streams: NodeJS.WritableStream[]): void {
  for (const stream of streams) {
    if (watched.has(stream)) continue;
    watched.add(stream);
    // After EPIPE Node destroys the stream, so later writes are dropped without another error.
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE') throw err;
    });
  }
}
