// A strict enough XML well-formedness check for the charts (no XML parser among the
// dependencies): one root element, every tag closed in order, attributes quoted and unique,
// only the predefined or numeric entities, no stray markup characters in text.
export function wellFormedXml(xml: string): { root: string; elements: string[] } {
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  const stack: string[] = [];
  const elements: string[] = [];
  let root: string | null = null;
  let closedRoot = false;
  const text = (s: string, where: string) => {
    if (/[<>]/.test(s) || /&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(s))
      throw new Error(`unescaped markup in ${where}: ${s.slice(0, 60)}`);
  };
  let m: RegExpExecArray | null;
  let at = 0;
  while (at < xml.length && (m = token.exec(xml))) {
    at = token.lastIndex;
    const [, closing, name, attrs = '', selfClosing, chars] = m;
    if (chars !== undefined) {
      if (!stack.length && chars.trim()) throw new Error(`text outside the root: ${chars.slice(0, 60)}`);
      text(chars, 'text');
      continue;
    }
    if (closing) {
      if (stack.pop() !== name) throw new Error(`</${name}> closes nothing open`);
      if (!stack.length) closedRoot = true;
      continue;
    }
    if (closedRoot || (!stack.length && root)) throw new Error(`a second root <${name}>`);
    root ??= name!;
    const names = [...attrs.matchAll(/([\w:.-]+)="([^"]*)"/g)].map(([, n, v]) => (text(v!, `${name}@${n}`), n));
    if (new Set(names).size !== names.length) throw new Error(`<${name}> repeats an attribute`);
    elements.push(name!);
    if (!selfClosing) stack.push(name!);
  }
  if (at !== xml.length) throw new Error(`not XML at ${at}: ${xml.slice(at, at + 60)}`);
  if (!root || stack.length) throw new Error(`unclosed <${stack.join('>, <')}>`);
  return { root, elements };
}

/** The points of the chart's line: one M or L command each. */
export const seriesPoints = (svg: string): string[] =>
  (/<path class="series" d="([^"]*)"/.exec(svg)?.[1] ?? '').match(/[ML][\d.-]+,[\d.-]+/g) ?? [];
