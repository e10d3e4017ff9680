import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useBack } from './use-back';

function BackButton() {
  const back = useBack('/dashboard/trending');
  return <button onClick={back}>Back</button>;
}

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderFrom(entries: string[]) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/dashboard/hashtag/:tag" element={<BackButton />} />
        <Route path="*" element={<Link to="/dashboard/hashtag/podcast">#podcast</Link>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

it('goes to the fallback when the page was the first one opened (a shared link), instead of leaving Kuza', async () => {
  renderFrom(['/dashboard/hashtag/podcast']);
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/dashboard/trending');
});

it('goes back to the page the reader came from inside Kuza', async () => {
  renderFrom(['/dashboard/explore']);
  await userEvent.click(screen.getByRole('link', { name: '#podcast' }));
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/dashboard/explore');
});
