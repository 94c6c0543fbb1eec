import '@testing-library/jest-dom/vitest';

// jsdom lacks matchMedia and ResizeObserver (antd, the search box's useIsMobile). Desktop by default;
// a test can replace window.matchMedia to act as a phone.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Without vitest globals, Testing Library cannot register its own cleanup: unmount after each test.
{
  const { afterEach } = await import('vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // Popups load their code on first open (React.lazy); the first import of antd in a test file takes
  // longer than Testing Library's default 1 s wait.
  configure({ asyncUtilTimeout: 5_000 });
}
