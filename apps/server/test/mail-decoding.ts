/*
 * A received mail as people read it: encoded-word headers (RFC 2047) and
 * base64 or quoted-printable parts decoded to UTF-8, so tests can look for
 * texts in any language. The catcher has already joined soft line breaks.
 */

// The catcher's join of soft breaks also eats the "=" that closes a word at a line's end.
const encodedWord = /=\?utf-8\?([bq])\?([^?]*)\?=?/gi;

// In bodies the catcher has turned "=3D" back into "=" already: left there are the escapes of non-ASCII bytes, and of
// a space or tab that a line break follows.
const bodyEscape = /^(?:[89A-F][0-9A-F]|20|09)$/;
const wordEscape = /^[0-9A-F]{2}$/;

function decodeWords(header: string): string {
  return header
    .replace(/\?=?\s+=\?/g, '?==?')
    .replace(encodedWord, (_match, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' '), wordEscape),
    );
}

function decodeQuotedPrintable(text: string, escape = bodyEscape): string {
  const bytes: number[] = [];
  const raw = Buffer.from(text, 'utf8');
  for (let i = 0; i < raw.length; i += 1) {
    const hex = raw[i] === 0x3d ? raw.subarray(i + 1, i + 3).toString('latin1') : '';
    if (escape.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(raw[i]!);
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodePart(headers: string, content: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64' && !/content-type:\s*(image|application)\//i.test(headers)) {
    return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return encoding === 'quoted-printable' ? decodeQuotedPrintable(content) : content;
}

/** The mail's headers (folded lines joined, words decoded) and every text part's decoded body, one after another. */
export function readableMail(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const headers = decodeWords(head.replace(/\r?\n[ \t]+/g, ' '));
  if (!/content-type:\s*multipart\//i.test(head)) return `${headers}\n\n${decodePart(head, body)}`;
  const parts = body.split(/\r?\n?--[^\r\n]+\r?\n/).map((part) => {
    const split = /\r?\n\r?\n/.exec(part);
    return split ? decodePart(part.slice(0, split.index), part.slice(split.index + split[0].length)) : part;
  });
  return [headers, ...parts].join('\n\n');
}
