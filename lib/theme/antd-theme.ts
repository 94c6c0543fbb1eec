import type { ThemeConfig } from 'antd';

/** Design tokens; the same object feeds the build-time CSS extraction and the runtime ConfigProvider. */
export const antdTheme: ThemeConfig = {
  hashed: false,
  cssVar: { key: 'app' },
  token: {
    colorPrimary: '#0b63ce',
    colorLink: '#0b63ce',
    colorError: '#d4380d',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
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
