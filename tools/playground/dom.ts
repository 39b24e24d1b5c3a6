/** A small way to build the page's elements: a tag, its attributes and its children (text is always text, never HTML). */
export type Child = Node | string | number | null | undefined | false;

export function h<TTag extends keyof HTMLElementTagNameMap>(tag: TTag, attributes: Readonly<Record<string, string | boolean | ((event: Event) => void)>> = {}, ...children: readonly Child[]): HTMLElementTagNameMap[TTag] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.replace(/^on/, ''), value);
    else if (value === true) element.setAttribute(name, '');
    else if (value !== false) element.setAttribute(name, value);
  }
  append(element, children);
  return element;
}

export function append(parent: Node, children: readonly Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'object' ? child : document.createTextNode(String(child)));
  }
}

const SVG = 'http://www.w3.org/2000/svg';

export function svg(tag: string, attributes: Readonly<Record<string, string | number>> = {}, ...children: readonly Child[]): SVGElement {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  append(element, children);
  return element;
}
