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
  /** Priority code (QU, QD, QK, QX, SS, …), then up to 8 seven-character addresses. */
  priorityAddress: /^(?:Q[A-Z]|SS)\s+[A-Z0-9]{7}(?:\s+[A-Z0-9]{7}){0,7}$/,
  /** More addresses: only after a priority address line. */
  addresses: /^[A-Z0-9]{7}(?:\s+[A-Z0-9]{7}){0,7}$/,
  origin: /^\.[A-Z0-9]{7}(?:\s+\S.*)?$/,
  sitaKeyword: /^=[A-Z]/,
  endOfMessage: /^(?:NNNN|ZCZC(?:\s.*)?)$/,
};

const clean = (line: string) => line.replace(CONTROL, '').trim().toUpperCase();

/** The lines of a text, control characters removed, blank lines left out, numbered as in the text. */
export function textLines(text: string): TextLine[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l, i) => ({ no: i + 1, text: clean(l) }))
    .filter((l) => l.text !== '');
}

export function isHeader(text: string): RegExpExecArray | null {
  return RE.header.exec(text);
}

/**
 * For each (clean) line, whether it is envelope: a priority address line and the address lines
 * after it, the origin line, a SITA header from =HEADER to =TEXT, an end-of-message line; blank
 * lines count as envelope. Read forward, as a line's kind depends on the lines above it.
 */
function envelopeKinds(lines: string[]): boolean[] {
  let inAddress = false;
  let inSita = false;
  return lines.map((t) => {
    if (t === '') return true;
    if (RE.sitaKeyword.test(t)) {
      inSita = t !== '=TEXT';
      return true;
    }
    if (inSita) return true;
    if (RE.priorityAddress.test(t)) return (inAddress = true);
    if (inAddress && RE.addresses.test(t)) return true;
    inAddress = false;
    return RE.origin.test(t) || RE.endOfMessage.test(t);
  });
}

/**
 * Where the message proper starts: the index of the identifier line (FSU/nn, FSA/nn) or -1, and
 * the lines before it that are not envelope (to report).
 */
export function envelopeEnd(lines: TextLine[]): { start: number; stray: TextLine[] } {
  const start = lines.findIndex((l) => isHeader(l.text));
  if (start < 0) return { start, stray: [] };
  const before = lines.slice(0, start);
  const kinds = envelopeKinds(before.map((l) => l.text));
  return { start, stray: before.filter((_, i) => !kinds[i]) };
}

/**
 * Splits a feed's text into messages: each starts at a line "FSU/nn" or "FSA/nn", with the
 * envelope lines right before it. Other text before the first message is returned as its own
 * chunk, so it is reported (and rejected) rather than silently lost.
 */
export function splitMessages(text: string): string[] {
  const out: string[] = [];
  let cur: string[] = [];
  const meaningful = (ls: string[]) => ls.some((l) => clean(l) !== '');
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (isHeader(clean(line)) && meaningful(cur)) {
      // The envelope right before this identifier belongs to this message.
      const kinds = envelopeKinds(cur.map(clean));
      let cut = cur.length;
      while (cut > 0 && kinds[cut - 1]) cut--;
      const before = cur.slice(0, cut);
      if (meaningful(before)) out.push(before.join('\n'));
      cur = cur.slice(cut);
    }
    cur.push(line);
  }
  if (meaningful(cur)) out.push(cur.join('\n'));
  return out;
}
