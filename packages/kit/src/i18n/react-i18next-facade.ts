import type { i18n as I18n, TFunction } from 'i18next';
import { useTranslation as useReactI18nextTranslation } from 'react-i18next';
import { useRenderScope } from '@azmar/kit/render/render-scope';

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

/**
 * The server's `useTranslation`: a server render's language never changes, so each namespace's `t` is made once per
 * process and a text without options is looked up once. Measured on `/contact` (one render, 2-core machine):
 * react-i18next's hook and i18next's lookups took 34% of the render's CPU, most of it copying the i18next instance
 * into a fresh wrapper for every component (react-i18next 17 does so on a component's first render, and on the
 * server every render is the first).
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
    const fixed = i18n.getFixedT(null, namespace ?? null, keyPrefix);
    const texts = new Map<string, string>();
    const t = ((key: unknown, ...rest: unknown[]) => {
      if (rest.length > 0 || typeof key !== 'string') return (fixed as unknown as (...args: unknown[]) => unknown)(key, ...rest);
      let text = texts.get(key);
      if (text === undefined) {
        text = fixed(key);
        texts.set(key, text);
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
  const scope = useRenderScope();
  if (scope) return serverTranslation(scope.i18n, ns, options?.keyPrefix);
  // A component is rendered either on the server or in the browser, never both: the hooks of one path never change.
  return useReactI18nextTranslation(ns as string, options);
}) as typeof useReactI18nextTranslation;
