import { mountStandalone } from '@azmar/kit/remote/mount-standalone.tsx';
import * as lifecycles from '../app';
import routes from '../routes.json';

mountStandalone({ name: 'mfe-catalogue', lifecycles, routes });
