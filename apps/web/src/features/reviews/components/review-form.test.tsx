import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api, http, network, ok, refused } from '../../../../test/network';
import { renderScreen, signedInAs } from '../../../../test/render';
import { ReviewForm } from './review-form';

function openForm(onDone = vi.fn()) {
  signedInAs('user');
  renderScreen(<ReviewForm truckId="t-1" menu={[]} onDone={onDone} />);
  return onDone;
}

async function writeText(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), 'Best kathi roll in town');
  await user.type(screen.getByLabelText('Your review'), 'Flaky paratha, smoky filling and a chutney with a real kick.');
  await user.tab();
}

describe('the review form', () => {
  it('says a rating is missing and holds Submit until one is chosen', async () => {
    const user = userEvent.setup();
    openForm();
    await writeText(user);
    expect(await screen.findByText('Please select a rating')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Review' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '4 stars: Very Good' }));
    expect(screen.queryByText('Please select a rating')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Review' })).toBeEnabled();
  });

  it('sends the review and closes', async () => {
    let sent: Record<string, unknown> = {};
    network.use(http.post(api('/reviews'), async ({ request }) => {
      sent = (await request.json()) as typeof sent;
      return ok({ review: { id: 'r-1' } }, 'Review submitted', 201);
    }));
    const user = userEvent.setup();
    const onDone = openForm();
    await writeText(user);
    await user.click(screen.getByRole('radio', { name: '5 stars: Excellent' }));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toMatchObject({ truckId: 't-1', rating: 5, title: 'Best kathi roll in town' });
  });

  it("keeps what was written and shows the server's refusal", async () => {
    network.use(http.post(api('/reviews'), () => refused(409, 'You have already reviewed this food truck')));
    const user = userEvent.setup();
    const onDone = openForm();
    await writeText(user);
    await user.click(screen.getByRole('radio', { name: '5 stars: Excellent' }));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already reviewed this food truck');
    expect(screen.getByLabelText('Title')).toHaveValue('Best kathi roll in town');
    expect(onDone).not.toHaveBeenCalled();
  });
});
