import { mountStandalone } from '@azmar/kit/remote/mount-standalone.tsx';
import * as lifecycles from '../app';

mountStandalone({
  name: 'mfe_catalogue',
  lifecycles,
  routes: [
    { path: '/services', label: 'Services' },
    { path: '/projects', label: 'Projects' },
    { path: '/products', label: 'Products' },
  ],
});
