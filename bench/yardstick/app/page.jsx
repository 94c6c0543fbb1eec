// The yardstick page (bench/render.mjs): rendered on every request, an <h1> and a timestamp, nothing else.
export const dynamic = 'force-dynamic';

export default function Page() {
  return (
    <main>
      <h1>Hello from Next</h1>
      <p>{new Date().toISOString()}</p>
    </main>
  );
}
