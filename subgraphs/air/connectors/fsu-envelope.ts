// The Type-B envelope around a Cargo-IMP message, as airlines and Cargo-IMP networks deliver it:
//
//   <SOH>QD SIN05XH                  address line: priority code (QU, QD, QK, QX, …) and one or
//                                    more 7-character addresses (more on further lines)
//   .HDQFMQR 200739                  origin line: "." originator address, then the day-time
//   <STX>FSU/14                      group and an optional message identity
//   …                                the message text
//   <ETX>                            end of text
//
// and SITA's "Type B over MQ / e-mail" header (=HEADER, =PRIORITY, =DESTINATION TYPE B,
// =ORIGIN, =MSGID, =SMI … =TEXT, each keyword line followed by its value lines). Everything up
// to the message identifier that has these shapes is the envelope: stripped, never a warning.
// Transmission control characters (SOH, STX, ETX, …) are removed from every line. Anything
// else before the identifier is reported (see fsu-parser.ts). The same rules split a feed into
// messages (splitMessages) and strip each message however it arrived (text or JSON).

/** A line of the text, cleaned (no control characters, trimmed, upper case), with its 1-based number. */
export interface TextLine {
  no: number;
  text: string;
}

const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
const RE = {
  header: /^(FSU|FSA)\/(\d{1,3})$/,
  address: /^(?:[A-Z]{1,2}\s+)?[A-Z0-9]{7}(?:\s+[A-Z0-9]{7}){0,7}$/,
  origin: /^\.[A-Z0-9]{7}(?:\s+\S.*)?$/,
  sitaKeyword: /^=[A-Z]/,
  endOfMessage: /^(?:NNNN|ZCZC(?:\s.*)?)$/,
};

/** The lines of a text, control characters removed, blank lines left out, numbered as in the text. */
export function textLines(text: string): TextLine[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l, i) => ({ no: i + 1, text: l.replace(CONTROL, '').trim().toUpperCase() }))
    .filter((l) => l.text !== '');
}

export function isHeader(text: string): RegExpExecArray | null {
  return RE.header.exec(text);
}

/** A line of the Type-B address section or origin line (not the SITA header: see envelopeEnd). */
export function isEnvelopeLine(text: string): boolean {
  return RE.address.test(text) || RE.origin.test(text) || RE.endOfMessage.test(text);
}

/**
 * Where the message proper starts: the index of the identifier line (FSU/nn, FSA/nn) or -1, and
 * the lines before it that are not envelope (to report).
 */
export function envelopeEnd(lines: TextLine[]): { start: number; stray: TextLine[] } {
  const start = lines.findIndex((l) => isHeader(l.text));
  if (start < 0) return { start, stray: [] };
  const stray: TextLine[] = [];
  let inSita = false;
  for (const l of lines.slice(0, start)) {
    if (RE.sitaKeyword.test(l.text)) inSita = l.text !== '=TEXT';
    else if (!inSita && !isEnvelopeLine(l.text)) stray.push(l);
  }
  return { start, stray };
}

/**
 * Splits a feed's text into messages: each starts at a line "FSU/nn" or "FSA/nn", with the
 * envelope lines right before it. Other text before the first message is returned as its own
 * chunk, so it is reported (and rejected) rather than silently lost.
 */
export function splitMessages(text: string): string[] {
  const out: string[] = [];
  let cur: string[] = [];
  const meaningful = (ls: string[]) => ls.some((l) => l.replace(CONTROL, '').trim() !== '');
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const clean = line.replace(CONTROL, '').trim().toUpperCase();
    if (isHeader(clean) && meaningful(cur)) {
      // The envelope (and a SITA header) right before this identifier belongs to this message.
      let cut = cur.length;
      while (cut > 0 && belongsToNext(cur, cut - 1)) cut--;
      const before = cur.slice(0, cut);
      if (meaningful(before)) out.push(before.join('\n'));
      cur = cur.slice(cut);
    }
    cur.push(line);
  }
  if (meaningful(cur)) out.push(cur.join('\n'));
  return out;
}

/** Line i of a chunk is envelope of the next message: an address/origin line, blank, or inside a SITA header. */
function belongsToNext(lines: string[], i: number): boolean {
  const t = lines[i]!.replace(CONTROL, '').trim().toUpperCase();
  if (t === '' || isEnvelopeLine(t) || RE.sitaKeyword.test(t)) return true;
  // A value line of a SITA header: some "=KEYWORD" line above it, before any identifier.
  for (let j = i - 1; j >= 0; j--) {
    const u = lines[j]!.replace(CONTROL, '').trim().toUpperCase();
    if (isHeader(u)) return false;
    if (u === '=HEADER') return true;
  }
  return false;
}
