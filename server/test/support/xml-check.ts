/**
 * A small well-formedness check for the feeds (no XML parser among the dependencies): one root,
 * balanced tags, quoted attributes, and text without a raw `<` or a bare `&`. Returns the root's name.
 */
export function checkXml(xml: string): string {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const tag = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g;
  const stack: string[] = [];
  let root = '';
  let last = 0;
  const checkValue = (text: string) => {
    if (text.includes('<')) throw new Error(`raw < in text: ${text.slice(0, 80)}`);
    if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(text)) throw new Error(`bare & in text: ${text.slice(0, 80)}`);
  };
  const checkText = (text: string) => {
    checkValue(text);
    if (!stack.length && text.trim()) throw new Error(`text outside the root: ${text.slice(0, 80)}`);
  };
  for (const m of body.matchAll(tag)) {
    checkText(body.slice(last, m.index));
    last = m.index + m[0].length;
    checkValue(m[3] ?? '');
    const [, closing, name, , selfClosing] = m;
    if (closing) {
      if (stack.pop() !== name) throw new Error(`unbalanced </${name}>`);
    } else if (!selfClosing) {
      if (!stack.length && root) throw new Error('more than one root element');
      root ||= name!;
      stack.push(name!);
    }
  }
  checkText(body.slice(last));
  if (stack.length) throw new Error(`unclosed <${stack.join('>, <')}>`);
  return root;
}

/** The texts of every <name> element, entity-decoded. */
export function elementTexts(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`, 'g'))].map((m) =>
    m[1]!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&'),
  );
}
