import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { DemoBanner } from './demo-banner';

describe('DemoBanner', () => {
  it('says it is a demo in a named landmark, asks for noindex, and passes axe (WCAG rules)', async () => {
    const { container } = render(
      <main>
        <DemoBanner label="Bản demo" text="Bản demo: không có thanh toán thật. Không đặt phòng hay trả tiền thật ở đây." />
      </main>,
    );
    expect(screen.getByRole('complementary', { name: 'Bản demo' })).toHaveTextContent('Bản demo: không có thanh toán thật');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
    const result = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
