import { mountStandalone } from '@azmar/kit/remote/mount-standalone.tsx';
import * as lifecycles from '../app';

mountStandalone({ name: 'mfe_home', lifecycles });
