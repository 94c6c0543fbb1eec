import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Guests } from './rooms-guests';
import { GuestsField } from './guests-field';
import { renderWithProviders } from '@/tests/helpers/render-with-providers';

function Harness({ initial }: { initial: Guests }) {
  const [value, setValue] = useState(initial);
  return (
    <div>
      <GuestsField value={value} onChange={setValue} />
      <p>outside</p>
    </div>
  );
}

const button = (testId: string) => screen.getByTestId(testId);
const counts = () => screen.getAllByRole('status').map((o) => o.textContent);

async function openField(initial: Guests = { roomCount: 1, adultCount: 1 }) {
  const user = userEvent.setup();
  renderWithProviders(<Harness initial={initial} />);
  await user.click(button('guests-toggle'));
  return user;
}

describe('GuestsField (spec 5 rooms and guests)', { timeout: 20_000 }, () => {
  it('starts at 1 room, 1 adult with both decreases disabled', async () => {
    await openField();
    expect(button('guests-toggle')).toHaveTextContent('1 phòng, 1 người lớn');
    expect(counts()).toEqual(['1', '1']);
    expect(button('rooms-dec')).toBeDisabled();
    expect(button('adults-dec')).toBeDisabled();
    expect(button('rooms-inc')).toBeEnabled();
    expect(button('adults-inc')).toBeEnabled();
  });

  it('adding a room when rooms equal adults adds an adult; adults never drop below rooms', async () => {
    const user = await openField();
    await user.click(button('rooms-inc'));
    expect(counts()).toEqual(['2', '2']);
    expect(button('rooms-dec')).toBeEnabled();
    expect(button('adults-dec')).toBeDisabled();

    await user.click(button('adults-inc'));
    expect(counts()).toEqual(['2', '3']);
    expect(button('adults-dec')).toBeEnabled();

    await user.click(button('rooms-inc'));
    expect(counts()).toEqual(['3', '3']);
    expect(button('adults-dec')).toBeDisabled();

    await user.click(button('rooms-dec'));
    await user.click(button('rooms-dec'));
    expect(counts()).toEqual(['1', '3']);
    expect(button('rooms-dec')).toBeDisabled();
    expect(button('adults-dec')).toBeEnabled();
    expect(button('guests-toggle')).toHaveTextContent('1 phòng, 3 người lớn');
  });

  it('gives every +/- button an accessible name', async () => {
    await openField();
    for (const name of ['Thêm phòng', 'Bớt phòng', 'Thêm người lớn', 'Bớt người lớn']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('toggles on its button and closes on an outside click', async () => {
    const user = await openField();
    const panel = document.getElementById(button('guests-toggle').getAttribute('aria-controls') ?? '');
    expect(button('guests-toggle')).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    await user.click(button('guests-toggle'));
    expect(button('guests-toggle')).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    await user.click(button('guests-toggle'));
    expect(panel).toBeVisible();
    await user.click(button('adults-inc'));
    expect(panel).toBeVisible();
    await user.click(screen.getByText('outside'));
    expect(panel).not.toBeVisible();
  });
});
