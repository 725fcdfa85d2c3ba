import type { i18n as I18n, TFunction } from 'i18next';
import { useTranslation as useReactI18nextTranslation } from 'react-i18next';
import { useRequestContext } from '@azmar/kit/render/request-context';

/**
 * The react-i18next API the site uses, and the only facade through which apps reach react-i18next.
 *
 * This module is a federation singleton, like the antd facade: the package itself is not shared (a
 * shared package is never tree-shaken, and react-i18next's index brings Trans, the HOCs and the SSR
 * helpers, ~10 KB gzip), so only these exports are built, once, and every app gets the same copy (one
 * context, one `initReactI18next` registration). To use another export, add it here.
 */
export { I18nextProvider, initReactI18next } from 'react-i18next';

type Translation = ReturnType<typeof useReactI18nextTranslation>;

/** Per i18next instance (a server render's fixed-language one), per namespace and key prefix. */
const serverTranslations = new WeakMap<I18n, Map<string, Translation>>();

/** The most texts one namespace keeps looked up on the server: past it they are looked up afresh. */
const MAX_TEXTS = 2000;

/**
 * What names a lookup's text for a fixed-language `t`: its key, and its options when they are only strings and numbers
 * (a label's `defaultValue`, a photo's `number` and `total`). Null for anything else (several keys, objects, functions),
 * which is looked up each time.
 */
function lookupKey(key: unknown, rest: unknown[]): string | null {
  if (typeof key !== 'string') return null;
  if (rest.length === 0) return key;
  const [options] = rest;
  if (rest.length > 1 || options === null || typeof options !== 'object' || Object.getPrototypeOf(options) !== Object.prototype) return null;
  for (const value of Object.values(options)) if (typeof value !== 'string' && typeof value !== 'number') return null;
  return `${key}\u0000${JSON.stringify(options)}`;
}

/**
 * The server's `useTranslation`: a server render's language never changes, so each namespace's `t` is made once per
 * process and a text is looked up once for each set of plain options (lookupKey). Measured on `/contact` (one render,
 * 2-core machine): react-i18next's hook and i18next's lookups took 34% of the render's CPU, most of it copying the
 * i18next instance into a fresh wrapper for every component (react-i18next 17 does so on a component's first render,
 * and on the server every render is the first). Lookups with options, looked up each time, then still took 12% of a
 * render of `/products?lang=ku` (its category labels and gallery captions; one render after another).
 */
function serverTranslation(i18n: I18n, ns: string | readonly string[] | undefined, keyPrefix: string | undefined): Translation {
  let byNamespace = serverTranslations.get(i18n);
  if (!byNamespace) {
    const made = new Map<string, Translation>();
    // A remote redeployed with new texts registers them again: nothing looked up before may stay.
    i18n.store.on('added', () => made.clear());
    serverTranslations.set(i18n, made);
    byNamespace = made;
  }
  // As react-i18next: with several namespaces, keys are looked up in the first unless they name theirs (`common:…`).
  const namespace = Array.isArray(ns) ? (ns[0] as string | undefined) : (ns as string | undefined);
  const cacheKey = `${namespace ?? ''}|${keyPrefix ?? ''}`;
  let translation = byNamespace.get(cacheKey);
  if (!translation) {
    const fixed = i18n.getFixedT(null, namespace ?? null, keyPrefix) as unknown as (...args: unknown[]) => unknown;
    const texts = new Map<string, string>();
    const t = ((key: unknown, ...rest: unknown[]) => {
      const textKey = lookupKey(key, rest);
      if (textKey === null) return fixed(key, ...rest);
      let text = texts.get(textKey);
      if (text === undefined) {
        const looked = fixed(key, ...rest);
        if (typeof looked !== 'string') return looked;
        // Bounded: options can carry what a visitor typed (a search's words), and each new value is a new text.
        if (texts.size >= MAX_TEXTS) texts.clear();
        text = looked;
        texts.set(textKey, text);
      }
      return text;
    }) as unknown as TFunction;
    translation = Object.assign([t, i18n, true], { t, i18n, ready: true }) as unknown as Translation;
    byNamespace.set(cacheKey, translation);
  }
  return translation;
}

/** react-i18next's `useTranslation`, with a lighter path for a server render (above). */
export const useTranslation = ((ns?: string | readonly string[], options?: { keyPrefix?: string }) => {
  const requestContext = useRequestContext();
  if (requestContext) return serverTranslation(requestContext.i18n, ns, options?.keyPrefix);
  // A component is rendered either on the server or in the browser, never both: the hooks of one path never change.
  return useReactI18nextTranslation(ns as string, options);
}) as typeof useReactI18nextTranslation;
