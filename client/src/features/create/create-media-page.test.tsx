import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { findToast, renderWithProviders } from '@/test/render';
import { i18n } from '@/i18n';
import { serverError } from '@/test/server-error';
import { dismissToast } from '@/ui/use-toast';
import { CreateAudioPage, CreateVideoPage } from './create-media-page';
import { CreatePostDocument } from './create-operations';
import { MB, createdPost, expectToast, fileOf, setup } from './testing';

// jsdom has no object URLs; the form previews the chosen file with one.
beforeAll(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => dismissToast());

describe('CreateVideoPage', () => {
  it('asks for a caption first: "Caption required", "Please add a caption for your video."', async () => {
    const user = setup();
    renderWithProviders(<CreateVideoPage />, { route: '/dashboard/create-video' });
    await user.click(screen.getByRole('button', { name: 'Upload Video' }));
    await expectToast('Caption required', 'Please add a caption for your video.');
  });

  it('asks for a file: "No video selected", "Please select a video to upload."', async () => {
    const user = setup();
    renderWithProviders(<CreateVideoPage />, { route: '/dashboard/create-video' });
    await user.type(screen.getByLabelText('Caption'), 'My film #film');
    await user.click(screen.getByRole('button', { name: 'Upload Video' }));
    await expectToast('No video selected', 'Please select a video to upload.');
  });

  it('refuses a video of 500MB or more: "File too large", "Video must be less than 500MB."', async () => {
    const user = setup();
    renderWithProviders(<CreateVideoPage />, { route: '/dashboard/create-video' });
    await user.upload(screen.getByLabelText('Video file'), fileOf('long.mp4', 'video/mp4', 500 * MB + 1));
    await expectToast('File too large', 'Video must be less than 500MB.');
    expect(screen.queryByTestId('selected-file')).not.toBeInTheDocument();
  });

  it('refuses a type other than mp4, mov, avi or webm on the field, naming only the video types, without a toast', async () => {
    const user = setup();
    renderWithProviders(<CreateVideoPage />, { route: '/dashboard/create-video' });
    const input = screen.getByLabelText('Video file');
    await user.upload(input, fileOf('notes.txt', 'text/plain'));
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('Unsupported file type. Use mp4, mov, avi, or webm.');
    expect(error).not.toHaveTextContent(/mp3|png/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/^Unsupported file type\. Use mp4, mov, avi, or webm\./);
    expect(screen.queryByText('Upload failed')).not.toBeInTheDocument();
    expect(screen.queryByTestId('selected-file')).not.toBeInTheDocument();
    // A file of the right type clears the message.
    await user.upload(input, fileOf('clip.mov', 'video/quicktime'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByTestId('selected-file')).toHaveTextContent('clip.mov');
  });

  describe("in the reader's language", () => {
    afterEach(() => act(() => i18n.changeLanguage('en')));

    it('names the video types the French way', async () => {
      const user = setup();
      await act(() => i18n.changeLanguage('fr'));
      renderWithProviders(<CreateVideoPage />, { route: '/dashboard/create-video' });
      await user.upload(screen.getByLabelText('Fichier vidéo'), fileOf('clip.mkv', 'video/x-matroska'));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Type de fichier non pris en charge. Utilisez mp4, mov, avi ou webm.',
      );
    });
  });

  it('uploads the caption and the video as a VIDEO post, then goes back to /dashboard', async () => {
    const user = setup();
    const video = fileOf('dance.webm', 'video/webm');
    const result = jest.fn(() => ({
      data: {
        createPost: createdPost('Dance #afrobeats', { mediaType: 'VIDEO', mediaUrl: '/media/videos/user-1/1-a.webm' }),
      },
    }));
    const mock: MockLink.MockedResponse = {
      request: {
        query: CreatePostDocument,
        variables: ({ input }) =>
          input.content === 'Dance #afrobeats' && input.media === video && input.mediaType === 'VIDEO',
      },
      result,
    };
    renderWithProviders(<CreateVideoPage />, { route: '/dashboard/create-video', mocks: [mock] });
    await user.type(screen.getByLabelText('Caption'), ' Dance #afrobeats ');
    await user.upload(screen.getByLabelText('Video file'), video);
    expect(screen.getByTestId('selected-file')).toHaveTextContent('dance.webm');
    await user.click(screen.getByRole('button', { name: 'Upload Video' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/dashboard$/));
    expect(result).toHaveBeenCalledTimes(1);
    expect(await findToast('Video posted!')).toBeInTheDocument();
  });

  it('shows the server\'s reason under "Upload failed"', async () => {
    const user = setup();
    const mock: MockLink.MockedResponse = {
      request: { query: CreatePostDocument, variables: () => true },
      result: {
        errors: [serverError('UNSUPPORTED_MEDIA_TYPE', 'content.mediaContentMismatch', { field: 'media' })],
      },
    };
    renderWithProviders(<CreateVideoPage />, { route: '/dashboard/create-video', mocks: [mock] });
    await user.type(screen.getByLabelText('Caption'), 'Renamed file');
    await user.upload(screen.getByLabelText('Video file'), fileOf('fake.mp4', 'video/mp4'));
    await user.click(screen.getByRole('button', { name: 'Upload Video' }));
    await expectToast('Upload failed', "This file's contents do not match its file type.");
    expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard/create-video');
  });
});

describe('CreateAudioPage', () => {
  afterEach(() => Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined }));

  it('asks for a caption: "Caption required"', async () => {
    const user = setup();
    renderWithProviders(<CreateAudioPage />, { route: '/dashboard/create-audio' });
    await user.click(screen.getByRole('button', { name: 'Upload Audio' }));
    await expectToast('Caption required', 'Please add a caption for your audio.');
  });

  it('asks for a recording or a file: "No audio selected"', async () => {
    const user = setup();
    renderWithProviders(<CreateAudioPage />, { route: '/dashboard/create-audio' });
    await user.type(screen.getByLabelText('Caption'), 'Episode 1 #podcast');
    await user.click(screen.getByRole('button', { name: 'Upload Audio' }));
    await expectToast('No audio selected', 'Please record or select an audio file to upload.');
  });

  it('refuses audio of 50MB or more: "File too large", "Audio must be less than 50MB."', async () => {
    const user = setup();
    renderWithProviders(<CreateAudioPage />, { route: '/dashboard/create-audio' });
    await user.upload(screen.getByLabelText('Audio file'), fileOf('episode.mp3', 'audio/mpeg', 50 * MB)); // exactly 50MB is not less than 50MB
    await expectToast('File too large', 'Audio must be less than 50MB.');
  });

  it('refuses a type other than mp3, wav, webm, m4a or ogg on the field, naming only the audio types', async () => {
    const user = setup();
    renderWithProviders(<CreateAudioPage />, { route: '/dashboard/create-audio' });
    await user.upload(screen.getByLabelText('Audio file'), fileOf('song.flac', 'audio/flac'));
    expect(screen.getByRole('alert')).toHaveTextContent('Unsupported file type. Use mp3, wav, webm, m4a, or ogg.');
    expect(screen.queryByText('Upload failed')).not.toBeInTheDocument();
    expect(screen.queryByTestId('selected-file')).not.toBeInTheDocument();
  });

  it('accepts an audio file under 50MB', async () => {
    const user = setup();
    renderWithProviders(<CreateAudioPage />, { route: '/dashboard/create-audio' });
    await user.upload(screen.getByLabelText('Audio file'), fileOf('episode.m4a', 'audio/mp4', 49 * MB));
    expect(screen.getByTestId('selected-file')).toHaveTextContent('episode.m4a');
  });

  it('says "Recording failed: Could not access microphone" when the microphone is refused', async () => {
    const user = setup();
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')) },
    });
    renderWithProviders(<CreateAudioPage />, { route: '/dashboard/create-audio' });
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await expectToast('Recording failed', 'Could not access microphone');
  });

  it('says "Recording failed" where the browser cannot record at all', async () => {
    const user = setup();
    renderWithProviders(<CreateAudioPage />, { route: '/dashboard/create-audio' });
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await expectToast('Recording failed', 'Could not access microphone');
  });
});
