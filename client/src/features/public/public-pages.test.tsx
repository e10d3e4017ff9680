import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ErrorPage } from './error-page';
import { NotFoundPage } from './not-found-page';

function Boom(): never {
  throw new Error('The feed could not be drawn');
}

describe('public fallbacks', () => {
  it('shows "Oops! Page not found" with a Return to Home link and logs the path', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '*', element: <NotFoundPage /> }], { initialEntries: ['/no/such/page'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(warn).toHaveBeenCalledWith(expect.any(String), '/no/such/page');
  });

  it('shows "Unexpected Application Error!" and the message when a route throws', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <ErrorPage /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The feed could not be drawn')).toBeInTheDocument();
  });
});
