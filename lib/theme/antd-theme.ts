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

/** antd components the site uses; only their CSS is extracted at build time. */
export const ANTD_COMPONENTS = [
  'Button', 'Dropdown', 'Select', 'Drawer', 'Modal', 'Skeleton', 'Empty', 'Breadcrumb', 'Pagination', 'Checkbox',
  'Radio', 'Tooltip', 'Popover', 'Input', 'DatePicker', 'Tag', 'Rate', 'Alert', 'Spin', 'Divider', 'Space', 'Flex',
  'Badge', 'message',
];
