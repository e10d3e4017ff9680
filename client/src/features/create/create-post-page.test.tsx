import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findToast, renderWithProviders } from '@/test/render';
import { serverError } from '@/test/server-error';
import { dismissToast } from '@/ui/use-toast';
import { CreatePostDocument } from './create-operations';
import { EarningsSplitsDocument } from '@/gql/graphql';
import { CreatePostPage } from './create-post-page';
import { draftsKey, readStoredDrafts, writeDrafts } from './drafts-store';
import { MB, createdPost, expectToast, fileOf, noSplits, setup, signedInAs, splits, threeDrafts } from './testing';

const editor = () => screen.getByLabelText<HTMLTextAreaElement>("What's on your mind?");
const imageInput = () => screen.getByLabelText<HTMLInputElement>('Add image');
const USER = 'user-1';
// The split picker asks for the author's splits: none unless a test gives some.
const renderEditor = (route = '/dashboard/create', mocks: MockLink.MockedResponse[] = []) =>
  renderWithProviders(signedInAs(USER, <CreatePostPage />), {
    route,
    mocks: mocks.some((mock) => mock.request.query === EarningsSplitsDocument) ? mocks : [noSplits(), ...mocks],
  });

// jsdom has no object URLs; the editor previews the chosen image with one.
const revoked: string[] = [];
beforeAll(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});

afterEach(() => {
  dismissToast();
  localStorage.clear();
});

describe('CreatePostPage', () => {
  it('refuses an empty post: "Content required", "Please write something before posting."', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.type(editor(), '   ');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await findToast('Content required')).toBeInTheDocument();
    expect(screen.getAllByText('Please write something before posting.').length).toBeGreaterThan(0);
    expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard/create');
  });

  it('refuses an empty draft: "Content required", "Cannot save empty draft."', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await findToast('Content required')).toBeInTheDocument();
    expect(screen.getAllByText('Cannot save empty draft.').length).toBeGreaterThan(0);
    expect(localStorage.getItem(draftsKey(USER))).toBeNull();
  });

  it('really posts the trimmed text, then clears the editor and goes to /dashboard', async () => {
    const user = userEvent.setup();
    const content = 'Hello #Kuza family';
    const result = jest.fn(() => ({ data: { createPost: createdPost(content) } }));
    renderEditor('/dashboard/create', [
      {
        request: {
          query: CreatePostDocument,
          variables: { input: { content, media: undefined, mediaType: undefined } },
        },
        result,
      },
    ]);
    await user.type(editor(), `  ${content} `);
    expect(screen.getByText('#kuza')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/dashboard$/));
    expect(result).toHaveBeenCalledTimes(1);
    expect(await findToast('Posted!')).toBeInTheDocument();
  });

  it('starts from a template (?template=)', () => {
    renderEditor('/dashboard/create?template=Event%20Announcement');
    expect(editor().value).toContain('📅 Event:');
    expect(screen.getByText('Starting from the Event Announcement template')).toBeInTheDocument();
  });

  it('saves a new draft as "Untitled Draft" with the next id, then opens the Draft Vault', async () => {
    const user = userEvent.setup();
    writeDrafts(USER, threeDrafts());
    renderEditor();
    await user.type(editor(), 'An idea for later');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard/drafts');
    const drafts = readStoredDrafts(USER);
    // The three stored drafts (ids 1-3) are kept, the new one comes after them.
    expect(drafts?.map((draft) => draft.id)).toEqual([1, 2, 3, 4]);
    expect(drafts?.[3]).toMatchObject({
      title: 'Untitled Draft',
      content: 'An idea for later',
      preview: 'An idea for later',
    });
  });

  it('opens a draft (?draft=) and saves it in place', async () => {
    const user = userEvent.setup();
    writeDrafts(USER, threeDrafts());
    renderEditor('/dashboard/create?draft=2');
    expect(editor().value).toContain('best street food in Nairobi');
    expect(screen.getByText('Editing draft: Nairobi Street Food Tour')).toBeInTheDocument();
    await user.clear(editor());
    await user.type(editor(), 'Rewritten');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await findToast('Draft saved')).toBeInTheDocument();
    const saved = readStoredDrafts(USER)?.find((draft) => draft.id === 2);
    expect(saved).toMatchObject({ title: 'Nairobi Street Food Tour', content: 'Rewritten' });
    expect(Date.now() - Date.parse(saved!.date)).toBeLessThan(60_000);
    expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard/create');
  });

  it('says "This draft no longer exists." for an unknown ?draft= and opens an empty editor', async () => {
    const user = userEvent.setup();
    writeDrafts(USER, threeDrafts());
    renderEditor('/dashboard/create?draft=999');
    expect(screen.getByRole('status')).toHaveTextContent('This draft no longer exists.');
    expect(editor().value).toBe('');
    expect(screen.queryByText(/Editing draft/)).not.toBeInTheDocument();
    // Saving then adds a new draft rather than reviving the deleted one.
    await user.type(editor(), 'Fresh start');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(readStoredDrafts(USER)?.map((draft) => draft.id)).toEqual([1, 2, 3, 4]);
  });

  it('says the same for a ?draft= that is not a number, and nothing for a known draft or none', () => {
    writeDrafts(USER, threeDrafts());
    const first = renderEditor('/dashboard/create?draft=abc');
    expect(screen.getByText('This draft no longer exists.')).toBeInTheDocument();
    first.unmount();
    const known = renderEditor('/dashboard/create?draft=1');
    expect(screen.queryByText('This draft no longer exists.')).not.toBeInTheDocument();
    known.unmount();
    renderEditor();
    expect(screen.queryByText('This draft no longer exists.')).not.toBeInTheDocument();
  });

  describe('with an image', () => {
    it('previews a chosen png with its name, and removes it', async () => {
      const user = setup();
      renderEditor();
      expect(imageInput().accept).toBe('.png,.jpg,.jpeg,.webp,.gif');
      await user.upload(imageInput(), fileOf('sunset.png', 'image/png', 2 * MB));
      expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', 'blob:preview');
      expect(screen.getByTestId('selected-image')).toHaveTextContent('sunset.png');
      expect(screen.getByText('2 MB')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Change image' })).toBeInTheDocument();
      revoked.length = 0;
      await user.click(screen.getByRole('button', { name: 'Remove image' }));
      expect(screen.queryByRole('img', { name: 'Image preview' })).not.toBeInTheDocument();
      expect(screen.queryByText('sunset.png')).not.toBeInTheDocument();
      expect(revoked).toEqual(['blob:preview']);
      expect(screen.getByRole('button', { name: 'Add image' })).toHaveFocus();
    });

    it('refuses an image over 10MB: "File too large", "Image must be less than 10MB."', async () => {
      const user = setup();
      renderEditor();
      await user.upload(imageInput(), fileOf('huge.jpg', 'image/jpeg', 10 * MB + 1));
      await expectToast('File too large', 'Image must be less than 10MB.');
      expect(screen.queryByTestId('selected-image')).not.toBeInTheDocument();
    });

    it('accepts an image of exactly 10MB', async () => {
      const user = setup();
      renderEditor();
      await user.upload(imageInput(), fileOf('full.webp', 'image/webp', 10 * MB));
      expect(screen.getByTestId('selected-image')).toHaveTextContent('full.webp');
    });

    it('refuses a type other than png, jpg, webp or gif', async () => {
      const user = setup();
      renderEditor();
      await user.upload(imageInput(), fileOf('scan.bmp', 'image/bmp'));
      // Said on the field, naming only the image types; nothing was uploaded, so no "Upload failed".
      expect(screen.getByRole('alert')).toHaveTextContent('Unsupported file type. Use png, jpg, jpeg, webp, or gif.');
      expect(screen.queryByText('Upload failed')).not.toBeInTheDocument();
      expect(screen.queryByTestId('selected-image')).not.toBeInTheDocument();
      await user.upload(imageInput(), fileOf('sunset.png', 'image/png'));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByTestId('selected-image')).toHaveTextContent('sunset.png');
    });

    it('still needs text: "Content required"', async () => {
      const user = setup();
      renderEditor();
      await user.upload(imageInput(), fileOf('sunset.png', 'image/png'));
      await user.click(screen.getByRole('button', { name: 'Post' }));
      await expectToast('Content required', 'Please write something before posting.');
      expect(screen.getByTestId('selected-image')).toHaveTextContent('sunset.png');
    });

    it('posts the text and the image as an IMAGE post, then goes to /dashboard', async () => {
      const user = setup();
      const image = fileOf('market.gif', 'image/gif');
      const result = jest.fn(() => ({
        data: {
          createPost: createdPost('Market day #lagos', {
            mediaType: 'IMAGE',
            mediaUrl: '/media/images/user-1/1-a.gif',
          }),
        },
      }));
      const mock: MockLink.MockedResponse = {
        request: {
          query: CreatePostDocument,
          variables: ({ input }) =>
            input.content === 'Market day #lagos' && input.media === image && input.mediaType === 'IMAGE',
        },
        result,
      };
      renderEditor('/dashboard/create', [mock]);
      await user.type(editor(), ' Market day #lagos ');
      await user.upload(imageInput(), image);
      await user.click(screen.getByRole('button', { name: 'Post' }));
      await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/dashboard$/));
      expect(result).toHaveBeenCalledTimes(1);
      expect(await findToast('Posted!')).toBeInTheDocument();
    });

    it('shows the server\'s reason under "File too large" when the upload is refused', async () => {
      const user = setup();
      const mock: MockLink.MockedResponse = {
        request: { query: CreatePostDocument, variables: () => true },
        result: { errors: [serverError('PAYLOAD_TOO_LARGE', 'validation.imageTooLarge', { field: 'media' })] },
      };
      renderEditor('/dashboard/create', [mock]);
      await user.type(editor(), 'Big picture');
      await user.upload(imageInput(), fileOf('big.png', 'image/png'));
      await user.click(screen.getByRole('button', { name: 'Post' }));
      await expectToast('File too large', 'Image must be less than 10MB.');
      expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard/create');
      expect(screen.getByTestId('selected-image')).toHaveTextContent('big.png');
    });
  });
});

describe('CreatePostPage: splitting what the post earns', () => {
  it("posts with one of the author's own splits chosen (others' splits are not offered)", async () => {
    const user = userEvent.setup();
    const content = 'Our EP is out';
    const result = jest.fn(() => ({ data: { createPost: createdPost(content) } }));
    renderEditor('/dashboard/create', [
      splits([
        { id: 'split-1', projectName: 'Lagos Nights EP', viewerIsOwner: true },
        { id: 'split-2', projectName: "Kofi's podcast", viewerIsOwner: false },
      ]),
      {
        request: {
          query: CreatePostDocument,
          variables: { input: { content, media: undefined, mediaType: undefined, splitId: 'split-1' } },
        },
        result,
      },
    ]);
    const picker = await screen.findByLabelText('Split earnings with');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'No one (all yours)',
      'Lagos Nights EP (you keep 60%)',
    ]);
    await user.selectOptions(picker, 'split-1');
    await user.type(editor(), content);
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
  });

  it('offers to create a split when the author has none', async () => {
    renderEditor();
    expect(await screen.findByRole('link', { name: 'Create a split' })).toHaveAttribute('href', '/dashboard/split');
  });
});
