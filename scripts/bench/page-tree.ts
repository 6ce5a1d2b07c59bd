import { defaultTreeAdapter, parse, type DefaultTreeAdapterTypes } from 'parse5';

// The markup of a real page as a plain element tree, for the bare reference app to draw with React
// (scripts/bench/bare-app/README.md, "A page of the same size"): the same elements, attributes and
// text as the page's body, without its scripts, so the bare app renders as many elements as the real
// page does with none of the real page's work behind them (no database, messages or client components).

/** An element as `[tag, React props, children]`, or a text. */
export type TreeNode = string | [string, Record<string, string | boolean | Record<string, string>>, TreeNode[]];

// HTML attribute names whose React prop is spelled otherwise.
const propNames: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  autocomplete: 'autoComplete',
  spellcheck: 'spellCheck',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  fetchpriority: 'fetchPriority',
  srcset: 'srcSet',
  crossorigin: 'crossOrigin',
  referrerpolicy: 'referrerPolicy',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  datetime: 'dateTime',
  inputmode: 'inputMode',
  enterkeyhint: 'enterKeyHint',
  value: 'defaultValue',
  checked: 'defaultChecked',
  'stroke-width': 'strokeWidth',
  'stroke-linejoin': 'strokeLinejoin',
  'stroke-linecap': 'strokeLinecap',
  'fill-rule': 'fillRule',
  'clip-rule': 'clipRule',
};

const booleanAttributes = new Set(['hidden', 'disabled', 'inert', 'open', 'checked', 'selected', 'required', 'readonly', 'multiple', 'autofocus', 'novalidate']);

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** `"column-count:3;min-width:33rem"` as React's style object. */
export function styleObject(style: string): Record<string, string> {
  const entries = style
    .split(';')
    .map((declaration) => declaration.split(':'))
    .filter((parts): parts is [string, string] => parts.length === 2 && Boolean(parts[0]?.trim()))
    .map(([name, value]) => [camel(name.trim()), value.trim()]);
  return Object.fromEntries(entries);
}

type Element = DefaultTreeAdapterTypes.Element;
type ChildNode = DefaultTreeAdapterTypes.ChildNode;

function propsOf(element: Element): Record<string, string | boolean | Record<string, string>> {
  const props: Record<string, string | boolean | Record<string, string>> = {};
  for (const { name, value } of element.attrs) {
    if (name === 'style') props.style = styleObject(value);
    else if (booleanAttributes.has(name)) props[propNames[name] ?? name] = true;
    else props[propNames[name] ?? name] = value;
  }
  return props;
}

const skipped = new Set(['script', 'template', 'noscript', 'link', 'style']);

function nodeTree(node: ChildNode): TreeNode | null {
  if (defaultTreeAdapter.isTextNode(node)) return node.value || null;
  if (!defaultTreeAdapter.isElementNode(node) || skipped.has(node.tagName)) return null;
  const children = node.childNodes.map(nodeTree).filter((child): child is TreeNode => child !== null);
  return [node.tagName, propsOf(node), children];
}

/** The body of `html` as a tree: every element but scripts, templates and style or link tags. */
export function pageTree(html: string): TreeNode[] {
  const document = parse(html);
  const root = document.childNodes.find(defaultTreeAdapter.isElementNode);
  const body = root?.childNodes.find((node): node is Element => defaultTreeAdapter.isElementNode(node) && node.tagName === 'body');
  if (!body) return [];
  return body.childNodes.map(nodeTree).filter((node): node is TreeNode => node !== null);
}

/** How many elements a tree holds. */
export function elementCount(nodes: readonly TreeNode[]): number {
  return nodes.reduce((sum, node) => (typeof node === 'string' ? sum : sum + 1 + elementCount(node[2])), 0);
}
