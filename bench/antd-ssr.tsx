/**
 * Why antd runs in zero-runtime mode here: server-renders the same antd tree many times
 * (a) the default way, computing CSS-in-JS per request and serialising it into the HTML (what
 *     @ant-design/nextjs-registry does), and (b) in zero-runtime mode with the static CSS file.
 * Usage: npx tsx bench/antd-ssr.tsx
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Breadcrumb, Button, Checkbox, ConfigProvider, DatePicker, Empty, Pagination, Radio, Select, Skeleton, Tag } from 'antd';
import { renderToString } from 'react-dom/server';
import { antdTheme } from '../lib/theme/antd-theme';

const tree = (
  <div>
    <Breadcrumb items={[{ title: 'Trang chủ' }, { title: 'Đà Nẵng' }]} />
    <Select style={{ width: 200 }} options={[{ value: 'popular', label: 'Phổ biến' }]} value="popular" />
    <DatePicker.RangePicker />
    {Array.from({ length: 6 }, (_, i) => (
      <div key={i}>
        <Checkbox>4 sao</Checkbox>
        <Radio>Giá thấp</Radio>
        <Tag color="blue">big-sale</Tag>
        <Button type="primary">Xem phòng</Button>
      </div>
    ))}
    <Skeleton active />
    <Empty />
    <Pagination total={200} showSizeChanger={false} />
  </div>
);

function runtimeCssInJs(): number {
  const cache = createCache();
  const html = renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={{ ...antdTheme, cssVar: { key: 'app' } }}>{tree}</ConfigProvider>
    </StyleProvider>,
  );
  return html.length + extractStyle(cache).length;
}

function zeroRuntime(): number {
  return renderToString(<ConfigProvider theme={{ ...antdTheme, zeroRuntime: true }}>{tree}</ConfigProvider>).length;
}

function measure(label: string, render: () => number, iterations: number) {
  render();
  const started = performance.now();
  let bytes = 0;
  for (let i = 0; i < iterations; i += 1) bytes = render();
  const ms = (performance.now() - started) / iterations;
  console.log(`| ${label} | ${ms.toFixed(2)} | ${Math.round(1000 / ms)} | ${(bytes / 1024).toFixed(1)} |`);
  return ms;
}

const iterations = Number(process.env.BENCH_ITERATIONS ?? 200);
console.log(`antd SSR, ${iterations} renders each (one core)\n`);
console.log('| mode | ms per render | renders/s | HTML (+ inline CSS) KB |');
console.log('|---|---:|---:|---:|');
const runtime = measure('CSS-in-JS per request (registry)', runtimeCssInJs, iterations);
const zero = measure('zero-runtime + static CSS (ours)', zeroRuntime, iterations);
console.log(`\nzero-runtime is ${(runtime / zero).toFixed(1)}x faster per render`);
