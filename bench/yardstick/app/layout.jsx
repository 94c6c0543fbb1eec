// The yardstick's root layout: as little as Next needs around a page.
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
