import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/i18n';
import { findToast, renderWithProviders } from '@/test/render';
import { dismissToast } from '@/ui/use-toast';
import { SplitEarningsPage } from './split-earnings-page';

afterEach(() => dismissToast());

const setup = () => {
  renderWithProviders(<SplitEarningsPage />);
  return userEvent.setup();
};
const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Create Split' }));

it('requires a project name: "Project name required"', async () => {
  const user = setup();
  await user.type(screen.getByLabelText('Username'), 'kofi_pod');
  await user.type(screen.getByLabelText('Percentage'), '30');
  await submit(user);
  expect(await findToast('Project name required')).toBeInTheDocument();
  expect(screen.getAllByText('Please enter a project name.').length).toBeGreaterThan(0);
});

it('requires a collaborator with a username and a percentage: "Add collaborators"', async () => {
  const user = setup();
  await user.type(screen.getByLabelText('Project name'), 'Lagos Nights EP');
  await user.type(screen.getByLabelText('Username'), 'kofi_pod');
  await submit(user);
  expect(await findToast('Add collaborators')).toBeInTheDocument();
  expect(screen.getAllByText('Please add at least one collaborator.').length).toBeGreaterThan(0);
});

it('keeps a running total of the percentages without requiring 100', async () => {
  const user = setup();
  await user.type(screen.getByLabelText('Project name'), 'Lagos Nights EP');
  await user.type(screen.getByLabelText('Username'), 'kofi_pod');
  await user.type(screen.getByLabelText('Percentage'), '30');
  expect(screen.getByTestId('split-total')).toHaveTextContent('Total: 30%');
  await user.click(screen.getByRole('button', { name: 'Add collaborator' }));
  const usernames = screen.getAllByLabelText('Username');
  const percentages = screen.getAllByLabelText('Percentage');
  await user.type(usernames[1], 'zanele_art');
  await user.type(percentages[1], '25.5');
  expect(screen.getByTestId('split-total')).toHaveTextContent('Total: 55.5%');
  expect(screen.getByText('Your share: 44.5%')).toBeInTheDocument();

  await submit(user);
  expect(await findToast('Split created')).toBeInTheDocument();
  expect(screen.getAllByText('Lagos Nights EP is shared with 2 collaborators.').length).toBeGreaterThan(0);
  expect(screen.getByLabelText('Project name')).toHaveValue('');
  expect(screen.getByTestId('split-total')).toHaveTextContent('Total: 0%');
});

it('says "1 collaborator" for one, in the toast', async () => {
  const user = setup();
  await user.type(screen.getByLabelText('Project name'), 'Lagos Nights EP');
  await user.type(screen.getByLabelText('Username'), 'kofi_pod');
  await user.type(screen.getByLabelText('Percentage'), '30');
  await submit(user);
  expect(await findToast('Split created')).toBeInTheDocument();
  expect(screen.getAllByText('Lagos Nights EP is shared with 1 collaborator.').length).toBeGreaterThan(0);
});

it('picks each language\'s plural form of the toast text', () => {
  const text = (language: string, count: number) => i18n.getFixedT(language, 'monetize')('split.createdText', { project: 'EP', count });
  expect(text('fr', 1)).toBe('EP est partagé avec 1 collaborateur.');
  expect(text('ar', 1)).toBe('تمت مشاركة EP مع متعاون واحد.');
  expect(text('ar', 2)).toBe('تمت مشاركة EP مع متعاونَين.');
  expect(text('ar', 3)).toBe('تمت مشاركة EP مع 3 متعاونين.');
  expect(text('ar', 11)).toBe('تمت مشاركة EP مع 11 متعاونًا.');
  expect(text('yo', 1)).toBe('A ti pín EP pẹ̀lú alájọṣe 1.');
});

it('removes a collaborator row', async () => {
  const user = setup();
  await user.click(screen.getByRole('button', { name: 'Add collaborator' }));
  expect(screen.getAllByLabelText('Username')).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: 'Remove collaborator 2' }));
  expect(screen.getAllByLabelText('Username')).toHaveLength(1);
});
