/**
 * Every antd group facade, by name. The shell references this list (it never calls the loaders on its own)
 * so that its build provides every group to the page's share scope: a remote of the same kit version
 * then gets the shell's copy of a group, from the same container as the shell's `ConfigProvider`, and its
 * components read that provider's direction, locale and theme. Without the reference, a group the shell
 * never imports would come from the remote's own container, whose copy of antd's contexts the shell's
 * provider does not feed. `federation/kit-version.test.ts` checks this list against the shared config.
 */
export const ANTD_GROUPS = {
  'antd/groups/antd-data-display': () => import('@azmar/kit/antd/groups/antd-data-display'),
  'antd/groups/antd-staff': () => import('@azmar/kit/antd/groups/antd-staff'),
} as const;
