import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumb } from './breadcrumb';

describe('Breadcrumb', () => {
  it('is a labelled list: crumbs with an address are links, the one without is the current page', () => {
    render(
      <Breadcrumb
        label="Đường dẫn"
        crumbs={[{ label: 'Trang chủ', href: '/' }, { label: 'Deals', href: '/deals' }, { label: 'Combo Đà Nẵng' }]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Đường dẫn' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Trang chủ', 'Deals', 'Combo Đà Nẵng']);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/deals']);
    expect(within(items[2]!).getByText('Combo Đà Nẵng')).toHaveAttribute('aria-current', 'page');
  });
});
