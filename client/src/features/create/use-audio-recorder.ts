import { useCallback, useEffect, useRef, useState } from 'react';

export type RecorderState = 'idle' | 'recording';

// Chromium and Firefox record Opus in WebM; the spec's audio types accept .webm.
const MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm'];

function supportedMimeType(): string | undefined {
  return MIME_TYPES.find((type) => typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(type));
}

/**
 * Microphone recording (spec §4): idle ⇄ recording; stopping yields a .webm file. `onError` is called when the
 * microphone cannot be used (no permission, no device, no MediaRecorder).
 */
export function useAudioRecorder(onRecorded: (file: File) => void, onError: (error: unknown) => void) {
  const [state, setState] = useState<RecorderState>('idle');
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const release = useCallback(() => {
    clearInterval(timer.current);
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    recorder.current = null;
    setState('idle');
  }, []);

  useEffect(() => release, [release]);

  const start = useCallback(async () => {
    try {
      if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined')
        throw new Error('Recording is not supported');
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
      const mimeType = supportedMimeType();
      const media = new MediaRecorder(stream.current, mimeType ? { mimeType } : undefined);
      const chunks: Blob[] = [];
      media.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      media.onstop = () => {
        const blob = new Blob(chunks, { type: 'audio/webm' });
        release();
        onRecorded(new File([blob], `recording-${Date.now()}.webm`, { type: 'audio/webm' }));
      };
      media.onerror = (event) => {
        release();
        onError(event);
      };
      recorder.current = media;
      media.start();
      setSeconds(0);
      timer.current = setInterval(() => setSeconds((value) => value + 1), 1000);
      setState('recording');
    } catch (error) {
      release();
      onError(error);
    }
  }, [onError, onRecorded, release]);

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  return { state, seconds, start, stop };
}
