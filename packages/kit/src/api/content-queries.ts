import type { Product } from '@azmar/contract/content/product';
import type { Project } from '@azmar/contract/content/project';
import type { Service } from '@azmar/contract/content/service';
import { contentKeys } from '@azmar/kit/api/content-query-keys';
import { useQuery } from '@azmar/kit/api/react-query-subset';

/**
 * Typed hooks for the three content lists. They use the page's one query client (through the provider
 * every app sits in) and its default fetcher, so home and the catalogue, in separate remotes, read one
 * cache: a list is fetched once per page, whichever app asks first.
 */
export function useServices() {
  return useQuery<Service[]>({ queryKey: contentKeys.services() });
}

export function useProjects() {
  return useQuery<Project[]>({ queryKey: contentKeys.projects() });
}

export function useProducts() {
  return useQuery<Product[]>({ queryKey: contentKeys.products() });
}
