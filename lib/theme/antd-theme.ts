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
 * antd components the site uses; only their CSS is extracted at build time. Checkbox and Pagination are drawn
 * as plain markup with antd's classes on the listing; the others load on demand (pickers, drawers, modals).
 */
export const ANTD_COMPONENTS = ['Checkbox', 'Pagination', 'Radio', 'Tooltip', 'Drawer', 'Modal', 'DatePicker'];
