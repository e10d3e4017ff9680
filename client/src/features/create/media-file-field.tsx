import { FileAudio, FileVideo, Upload, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { acceptList, acceptedTypesText, type UploadKind } from './media-validation';

interface MediaFileFieldProps {
  kind: UploadKind;
  file: File | null;
  onSelect: (file: File) => void;
  onClear: () => void;
  disabled?: boolean;
  /** The last file chosen was not of an accepted type: said on the field, naming this kind's types. */
  typeRefused?: boolean;
}

/** Choose a file (the kind's accepted extensions), then see its name, size and a preview player. */
export function MediaFileField({ kind, file, onSelect, onClear, disabled, typeRefused }: MediaFileFieldProps) {
  const { t, i18n } = useTranslation('create');
  const inputId = useId();
  const rulesId = `${inputId}-rules`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const size = file
    ? new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
        file.size / 1024 / 1024,
      )
    : '';
  const Icon = kind === 'VIDEO' ? FileVideo : FileAudio;
  const types = acceptedTypesText(kind, i18n.language);

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        {t(kind === 'VIDEO' ? 'media.videoFile' : 'media.audioFile')}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={acceptList(kind)}
        className="sr-only"
        disabled={disabled}
        aria-invalid={typeRefused || undefined}
        aria-describedby={typeRefused ? `${errorId} ${rulesId}` : rulesId}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) onSelect(chosen);
        }}
      />
      {file ? (
        <div className="flex flex-col gap-3 rounded-lg border bg-muted/40 p-3">
          <div className="flex items-center gap-3">
            <Icon className="size-5 text-primary" aria-hidden />
            <span className="min-w-0 flex-1 truncate text-sm font-medium" data-testid="selected-file">
              {file.name}
            </span>
            <span className="text-xs text-muted-foreground tabular-nums">{size}</span>
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              aria-label={t('media.remove')}
              onClick={onClear}
              disabled={disabled}
            >
              <X aria-hidden />
            </Button>
          </div>
          {!preview ? null : kind === 'VIDEO' ? (
            <video
              src={preview}
              controls
              playsInline
              className="max-h-72 w-full rounded-md bg-black"
              aria-label={t('media.preview')}
            />
          ) : (
            <audio src={preview} controls className="w-full" aria-label={t('media.preview')} />
          )}
        </div>
      ) : (
        <Button
          type="button"
          variant="outline"
          className="h-24 border-dashed"
          onClick={() => input.current?.click()}
          disabled={disabled}
        >
          <Upload aria-hidden />
          {t(kind === 'VIDEO' ? 'media.chooseVideo' : 'media.chooseAudio')}
        </Button>
      )}
      <p id={rulesId} className="text-xs text-muted-foreground">
        {t(kind === 'VIDEO' ? 'media.videoRules' : 'media.audioRules')}
      </p>
      {typeRefused && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {t('media.unsupportedType', { types })}
        </p>
      )}
    </div>
  );
}
