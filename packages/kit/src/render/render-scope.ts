// Kit 3.0's names for render/request-context, for remotes built against kit 3.0 or 3.1: they ask the share scope for
// this module, and must get the page's one request context through it. Goes with the kit's next major (4.0).
export {
  RequestContextProvider as RenderScopeContext,
  useRequestContext as useRenderScope,
  useServerRead,
  type RequestContext as RenderScope,
} from '@azmar/kit/render/request-context';
