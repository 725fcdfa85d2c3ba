import { recordReactRenderersForRefresh } from '@azmar/kit/dev/refresh-renderers';

if (process.env.NODE_ENV !== 'production') recordReactRenderersForRefresh();

// The async boundary lets the federation runtime negotiate shared modules before any app code runs.
import('./bootstrap');
