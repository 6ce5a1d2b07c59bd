// What a component test file can leave on the jsdom window, captured before the file and put back
// after it (tests/unit/dom-reset.ts): globals a test stubbed, assigned or defined (IntersectionObserver,
// matchMedia, innerWidth, dataLayer...), own properties defined on navigator and document, storage,
// cookies, the document's head (with its title), body and <html> attributes, and the URL.

type Descriptors = Map<PropertyKey, PropertyDescriptor | undefined>;

export interface WindowState {
  descriptors: { target: object; before: Descriptors }[];
  accessorValues: Map<PropertyKey, unknown>;
  url: string;
}

function descriptorsOf(target: object): Descriptors {
  return new Map(Reflect.ownKeys(target).map((key) => [key, Object.getOwnPropertyDescriptor(target, key)]));
}

/**
 * The functions (or empty values) behind the window's accessors: vitest's jsdom globals are getters and
 * setters onto the jsdom window, so `window.matchMedia = stub` keeps the descriptor and changes what the
 * getter returns. Objects (location, document, storage) are left alone: setting those would navigate.
 */
function accessorValuesOf(target: object): Map<PropertyKey, unknown> {
  const values = new Map<PropertyKey, unknown>();
  for (const key of Reflect.ownKeys(target)) {
    if (!Object.getOwnPropertyDescriptor(target, key)?.get) continue;
    const value: unknown = Reflect.get(target, key);
    if (typeof value === 'function' || value === undefined || value === null) values.set(key, value);
  }
  return values;
}

const sameDescriptor = (a: PropertyDescriptor | undefined, b: PropertyDescriptor | undefined) =>
  Object.is(a?.value, b?.value) && a?.get === b?.get && a?.set === b?.set;

/**
 * Keys a module sets once when first imported (zod's registry, Next's async storages, React's act flag):
 * symbols and `__`-prefixed names. The files share their module graph, so those modules stay loaded and
 * their keys stay too.
 */
const keptWhenAdded = (key: PropertyKey) => typeof key === 'symbol' || key.toString().startsWith('__') || key === 'IS_REACT_ACT_ENVIRONMENT';

function restoreDescriptors(target: object, before: Descriptors): void {
  for (const key of Reflect.ownKeys(target)) {
    if (before.has(key) || keptWhenAdded(key)) continue;
    if (Object.getOwnPropertyDescriptor(target, key)?.configurable) Reflect.deleteProperty(target, key);
  }
  for (const [key, descriptor] of before) {
    const now = Object.getOwnPropertyDescriptor(target, key);
    if (!descriptor || sameDescriptor(now, descriptor) || (now && !now.configurable)) continue;
    Object.defineProperty(target, key, descriptor);
  }
}

export function captureWindowState(): WindowState {
  return {
    descriptors: [window, navigator, document].map((target) => ({ target, before: descriptorsOf(target) })),
    accessorValues: accessorValuesOf(window),
    url: window.location.href,
  };
}

export function restoreWindowState({ descriptors, accessorValues, url }: WindowState): void {
  for (const { target, before } of descriptors) restoreDescriptors(target, before);
  for (const [key, value] of accessorValues) {
    if (!Object.is(Reflect.get(window, key), value)) Reflect.set(window, key, value);
  }
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  // Emptying the head removes the <title> too (setting document.title would add one back).
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  window.history.replaceState(null, '', url);
}
