import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { EnergyDial } from './energy-dial';

function Dial({ initial = 50 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return <EnergyDial value={value} onChange={setValue} />;
}

const slider = () => screen.getByRole('slider', { name: 'Energy Dial' });

describe('EnergyDial', () => {
  it('runs from Recency (0) to Discovery (100) and starts at 50', () => {
    render(<Dial />);
    expect(slider()).toHaveAttribute('aria-valuemin', '0');
    expect(slider()).toHaveAttribute('aria-valuemax', '100');
    expect(slider()).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Recency')).toBeInTheDocument();
    expect(screen.getByText('Discovery')).toBeInTheDocument();
  });

  it('moves by 1 with the arrow keys and by 10 with PageUp/PageDown and Shift+arrows', async () => {
    const user = userEvent.setup();
    render(<Dial />);
    slider().focus();
    await user.keyboard('{ArrowRight}');
    expect(slider()).toHaveAttribute('aria-valuenow', '51');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(slider()).toHaveAttribute('aria-valuenow', '49');
    await user.keyboard('{PageUp}');
    expect(slider()).toHaveAttribute('aria-valuenow', '59');
    await user.keyboard('{PageDown}{PageDown}');
    expect(slider()).toHaveAttribute('aria-valuenow', '39');
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(slider()).toHaveAttribute('aria-valuenow', '49');
    await user.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}');
    expect(slider()).toHaveAttribute('aria-valuenow', '29');
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(slider()).toHaveAttribute('aria-valuenow', '39');
    expect(screen.getByTestId('energy-value')).toHaveTextContent('39');
  });

  it('stops at the ends', async () => {
    const user = userEvent.setup();
    render(<Dial initial={95} />);
    slider().focus();
    await user.keyboard('{PageUp}');
    expect(slider()).toHaveAttribute('aria-valuenow', '100');
    await user.keyboard('{Home}');
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{PageDown}');
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
  });
});
