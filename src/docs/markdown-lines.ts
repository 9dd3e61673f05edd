// Splits a markdown body into lines with offsets, marking the ones inside fenced code or HTML comments.
/** One line of a markdown body. */
export interface MarkdownLine {
  /** The line without its line ending. */
  text: string;
  /** 0-based index of the line in the body. */
  index: number;
  /** Character offset of the line's first character in the body. */
  start: number;
  /** True inside (or on the fence of) a fenced code block, or inside a block HTML comment. */
  code: boolean;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Scans a body once so every later step (headings, links, ADR metadata) agrees on what is
 * code: a `## Status` inside a fenced example must not count as the doc's status.
 */
export function scanLines(body: string): MarkdownLine[] {
  const lines: MarkdownLine[] = [];
  let fence: { char: string; length: number } | undefined;
  let inComment = false;
  let start = 0;
  let index = 0;
  while (start <= body.length) {
    let end = body.indexOf('\n', start);
    if (end === -1) end = body.length;
    let text = body.slice(start, end);
    if (text.endsWith('\r')) text = text.slice(0, -1);
    let code = false;
    if (fence) {
      code = true;
      const close = FENCE.exec(text);
      if (close && close[1][0] === fence.char && close[1].length >= fence.length && text.trim() === close[1]) {
        fence = undefined;
      }
    } else if (inComment) {
      code = true;
      if (text.includes('-->')) inComment = false;
    } else {
      const open = FENCE.exec(text);
      // A backtick fence's info string cannot contain backticks; otherwise it is inline code.
      if (open && !(open[1][0] === '`' && text.slice(open[0].length).includes('`'))) {
        fence = { char: open[1][0], length: open[1].length };
        code = true;
      } else if (/^ {0,3}<!--/.test(text) && !text.includes('-->')) {
        inComment = true;
        code = true;
      }
    }
    lines.push({ text, index, start, code });
    index += 1;
    if (end === body.length) break;
    start = end + 1;
  }
  return lines;
}
