import type { ThemeConfig } from 'antd';
import { color, fontFamily, radius } from './tokens';

/** antd's theme from the design tokens; the same object feeds the build-time CSS extraction and the runtime ConfigProvider. */
export const antdTheme: ThemeConfig = {
  hashed: false,
  cssVar: { key: 'app' },
  token: {
    colorPrimary: color.primary,
    colorLink: color.primary,
    colorError: color.danger,
    borderRadius: radius.md,
    fontFamily: fontFamily.base,
  },
};

/**
 * antd components whose CSS the first paint needs, extracted at build time into .generated/antd.css (loaded by
 * the root layout): Checkbox and Pagination are drawn as plain markup with antd's classes on the listing, and
 * the date fields show the closed RangePicker's markup until the picker loads.
 */
export const ANTD_COMPONENTS = ['Checkbox', 'Pagination', 'DatePicker'];

/**
 * antd components only shown on demand (tooltips, drawers, modals); their CSS goes to
 * .generated/antd-overlays.css, loaded with the code of the first popup that needs it (AntdProvider).
 */
export const ANTD_OVERLAY_COMPONENTS = ['Radio', 'Tooltip', 'Drawer', 'Modal'];
