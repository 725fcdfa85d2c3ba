import { use } from 'react';
import {
  CONTACT_CONTEXT_PARAMS,
  isContactSourcePage,
  parseAbout,
  type AboutKind,
  type ContactAbout,
  type ContactSourcePage,
} from '@azmar/contract/content/contact-context';
import type { ContentCopy } from '@azmar/contract/content/content-copy';
import { contentKeys } from '@azmar/kit/api/content-query-keys';
import { useQuery } from '@azmar/kit/api/react-query-facade';
import { useLanguageStore } from '@azmar/kit/language/language-store';
import { useRequestContext } from '@azmar/kit/render/request-context';
import { useQueryState } from '@azmar/kit/routing/query-state';

const LIST_KEYS: Record<AboutKind, readonly unknown[]> = {
  service: contentKeys.services(),
  project: contentKeys.projects(),
  product: contentKeys.products(),
};

export interface ContactContext {
  /** The page whose button led here (`?from=`), when it names one. */
  page: ContactSourcePage | null;
  /** The item it was about (`?about=`), when it is one the site lists. */
  about: ContactAbout | null;
  /** Its title in the page's language. */
  aboutTitle: string | null;
}

/**
 * Where the visitor came from, as the "Get Quote" or "Contact Us" button put it in the link: read from the URL, the
 * item's title from the content list (the one the catalogue reads; on the server the render waits for it). A value
 * that names nothing the site lists is left out, so the form never posts what it cannot show.
 */
export function useContactContext(): ContactContext {
  const language = useLanguageStore((state) => state.language);
  const [from] = useQueryState(CONTACT_CONTEXT_PARAMS.page, '');
  const [aboutParam] = useQueryState(CONTACT_CONTEXT_PARAMS.about, '');
  const wanted = parseAbout(aboutParam);
  const key = wanted ? LIST_KEYS[wanted.kind] : contentKeys.services();
  const requestContext = useRequestContext();
  if (requestContext && wanted) use(requestContext.read(key));
  const list = useQuery<ContentCopy[]>({ queryKey: key, enabled: wanted !== null });
  const item = wanted ? list.data?.find((candidate) => candidate.id === wanted.id) : undefined;
  return {
    page: isContactSourcePage(from) ? from : null,
    about: item ? wanted : null,
    aboutTitle: item ? (language === 'ku' ? item.titleKu : item.titleEn) : null,
  };
}
