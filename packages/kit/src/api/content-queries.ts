import type { Product } from '@azmar/contract/content/product';
import type { Project } from '@azmar/contract/content/project';
import type { Service } from '@azmar/contract/content/service';
import { contentKeys } from '@azmar/kit/api/content-query-keys';
import { useQuery } from '@azmar/kit/api/react-query-facade';
import { useServerRead } from '@azmar/kit/render/request-context';

/**
 * Typed hooks for the three content lists. They use the page's one query client (through the provider
 * every app sits in) and its default fetcher, so home and the catalogue, in separate remotes, read one
 * cache: a list is fetched once per page, whichever app asks first. On the server the render waits for the list
 * (render/request-context), so the page's HTML has it.
 */
function useContentList<T>(queryKey: readonly unknown[]) {
  useServerRead(queryKey);
  return useQuery<T>({ queryKey });
}

export function useServices() {
  return useContentList<Service[]>(contentKeys.services());
}

export function useProjects() {
  return useContentList<Project[]>(contentKeys.projects());
}

export function useProducts() {
  return useContentList<Product[]>(contentKeys.products());
}
