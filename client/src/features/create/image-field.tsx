import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { acceptList, acceptedTypesText } from './media-validation';

interface ImagePickerProps {
  hasImage: boolean;
  onSelect: (file: File) => void;
  disabled?: boolean;
  /** The last file chosen was not an image type: said under the button, naming the image types. */
  typeRefused?: boolean;
  /** The visible button, so focus can come back to it when the image is removed. */
  ref?: Ref<HTMLButtonElement>;
}

/** "Add image" (or "Change image" once one is chosen): opens a file picker limited to the image extensions. */
export function ImagePicker({ hasImage, onSelect, disabled, typeRefused, ref }: ImagePickerProps) {
  const { t, i18n } = useTranslation('create');
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  return (
    <>
      {/* Not displayed: the button is the one control people reach; the label lets tests and tools find the input. */}
      <input
        ref={input}
        type="file"
        accept={acceptList('IMAGE')}
        hidden
        aria-label={t('editor.addImage')}
        aria-describedby={typeRefused ? errorId : undefined}
        aria-invalid={typeRefused || undefined}
        disabled={disabled}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) onSelect(chosen);
        }}
      />
      <Button
        ref={ref}
        type="button"
        variant="ghost"
        size="sm"
        onClick={() => input.current?.click()}
        disabled={disabled}
      >
        <ImagePlus aria-hidden />
        {t(hasImage ? 'editor.changeImage' : 'editor.addImage')}
      </Button>
      {typeRefused && (
        <p id={errorId} role="alert" className="basis-full text-sm text-destructive">
          {t('media.unsupportedType', { types: acceptedTypesText('IMAGE', i18n.language) })}
        </p>
      )}
    </>
  );
}

interface ImagePreviewProps {
  file: File;
  onRemove: () => void;
  disabled?: boolean;
}

/** The chosen image as a thumbnail, with its name, size and a remove button. */
export function ImagePreview({ file, onRemove, disabled }: ImagePreviewProps) {
  const { t, i18n } = useTranslation('create');
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const size = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(file.size / 1024 / 1024);

  return (
    <div className="flex items-center gap-3 rounded-lg border bg-muted/40 p-2">
      {preview && (
        <img
          src={preview}
          alt={t('editor.imagePreview')}
          className="size-16 shrink-0 rounded-md bg-muted object-cover"
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-medium" data-testid="selected-image">
          {file.name}
        </span>
        <span className="text-xs text-muted-foreground tabular-nums">{size}</span>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        aria-label={t('editor.removeImage')}
        onClick={onRemove}
        disabled={disabled}
      >
        <X aria-hidden />
      </Button>
    </div>
  );
}
