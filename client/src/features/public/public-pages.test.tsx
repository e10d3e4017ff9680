import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from './not-found-page';
import { RouteErrorBoundary } from './route-error-boundary';

function Boom(): never {
  throw new Error('The feed could not be drawn');
}

describe('public fallbacks', () => {
  it('shows "Oops! Page not found" with a Return to Home link and logs the path', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/no/such/page']}>
        <Routes>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(warn).toHaveBeenCalledWith(expect.any(String), '/no/such/page');
  });

  it('shows "Unexpected Application Error!" and the message when a route throws', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/" element={<Boom />} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The feed could not be drawn')).toBeInTheDocument();
  });

  it('tries the routes again after the next navigation', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Boom />} />
            <Route path="/" element={<p>Home again</p>} />
          </Routes>
        </RouteErrorBoundary>
        <Link to="/">Leave</Link>
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The feed could not be drawn');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Leave' }));
    expect(screen.getByText('Home again')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
