import { Mic, Save, Send, Video } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LIMITS, MEDIA_RULES, parseHashtags, toPostAccessInput } from '@kuza/common';
import { PostAccessField, PUBLIC_ACCESS, postAccessIssue } from '@/features/paid-posts';
import { serverErrorCode } from '@/apollo/errors';
import { serverMessage, useServerMessage } from '@/lib/server-message';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Label } from '@/ui/label';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/use-toast';
import { ImagePicker, ImagePreview } from './image-field';
import { fileIssue, isAcceptedType, titleForServerMessage, type MediaIssue } from './media-validation';
import { findTemplate } from './post-templates';
import { useCreatePost } from './use-create-post';
import { useDrafts } from './use-drafts';
import { UploadProgress } from './upload-progress';
import { useLazyResolver } from '@/lib/lazy-resolver';
import { SplitPicker } from '@/features/monetize';

type PostText = { content: string };

/** /dashboard/create (spec §2.3, §4): the text editor; ?template= starts from a template, ?draft= opens a draft. */
export function CreatePostPage() {
  const [params] = useSearchParams();
  // Another draft or template is another editor.
  return <PostEditor key={`${params.get('draft')}|${params.get('template')}`} />;
}

function PostEditor() {
  const { t } = useTranslation('create');
  // `text` is the post's text here: the translator is `message`.
  const { text: message, textOf, fromError } = useServerMessage();
  const navigate = useNavigate();
  const fieldId = useId();
  const [params] = useSearchParams();
  const { find, save, remove } = useDrafts();
  const draftId = Number(params.get('draft'));
  const draft = Number.isInteger(draftId) && params.has('draft') ? find(draftId) : undefined;
  // Judged once, as the editor opens: posting a draft removes it just before leaving the page.
  const [draftMissing] = useState(() => params.has('draft') && !draft);
  const template = findTemplate(params.get('template'));
  const { register, control, handleSubmit, getValues, reset } = useForm<PostText>({
    resolver: useLazyResolver(() => import('./create-resolvers').then((m) => m.textPostResolver)),
    defaultValues: { content: draft?.content ?? (template ? t(`templates.${template.key}.content`) : '') },
    shouldFocusError: false,
  });
  const content = useWatch({ control, name: 'content' }) ?? '';
  const [createPost, { loading }] = useCreatePost();
  const tags = useMemo(() => parseHashtags(content), [content]);
  const [image, setImage] = useState<File | null>(null);
  const [imageTypeRefused, setImageTypeRefused] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [splitId, setSplitId] = useState<string | null>(null);
  const imageButton = useRef<HTMLButtonElement>(null);
  const [access, setAccess] = useState(PUBLIC_ACCESS);
  const [accessTried, setAccessTried] = useState(false);
  const accessIssue = accessTried ? postAccessIssue(access) : null;

  const refuse = (title: string, text: string | undefined) =>
    toast({ title, description: text, variant: 'destructive' });
  const report = (issue: MediaIssue) => refuse(t(`toasts.${issue.title}`), message(issue.messageId));

  // A wrong type is said on the field (naming the image types); a file too large keeps the spec's toast.
  const chooseImage = (file: File) => {
    const wrongType = !isAcceptedType('IMAGE', file);
    setImageTypeRefused(wrongType);
    if (wrongType) return;
    const issue = fileIssue('IMAGE', file);
    if (issue) return report(issue);
    setImage(file);
  };
  const removeImage = () => {
    setImage(null);
    setImageTypeRefused(false);
    // The remove button goes away with the preview: keep the keyboard where the image can be added again.
    imageButton.current?.focus();
  };

  // Spec §5: the text's first failing rule (its id), as its toast.
  const onInvalid = (errors: FieldErrors<PostText>) => {
    const id = errors.content?.message;
    refuse(t(id === 'content.postTooLong' ? 'toasts.postFailed' : 'toasts.contentRequired'), textOf(id));
  };

  const post = async ({ content: text }: PostText) => {
    const issue = image && fileIssue('IMAGE', image);
    if (issue) return report(issue);
    setAccessTried(true);
    if (postAccessIssue(access)) return;
    setProgress(null);
    try {
      await createPost(
        image
          ? {
              content: text,
              media: image,
              mediaType: 'IMAGE',
              access: toPostAccessInput(access),
              splitId,
              onProgress: ({ loaded, total }) => setProgress(total > 0 ? Math.round((loaded / total) * 100) : null),
            }
          : { content: text, access: toPostAccessInput(access), splitId },
      );
    } catch (error) {
      const fallback = image ? message(MEDIA_RULES.IMAGE.uploadFailedMessage) : t('toasts.tryAgain');
      return refuse(t(`toasts.${failureTitle(error)}`), fromError(error, fallback));
    }
    // A published draft leaves the vault.
    if (draft) remove(draft.id);
    reset({ content: '' });
    setImage(null);
    toast({ title: t('toasts.posted'), description: t('toasts.postedText') });
    navigate('/dashboard');
  };

  const saveAsDraft = () => {
    const content = getValues('content');
    if (!content.trim()) return refuse(t('toasts.contentRequired'), message('validation.draftEmpty'));
    save(content, draft?.id);
    toast({ title: t('toasts.draftSaved') });
    if (!draft) navigate('/dashboard/drafts');
  };

  return (
    <section aria-labelledby="create-title" className="mx-auto flex max-w-2xl flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 id="create-title" className="text-3xl font-bold tracking-tight">
          {t('editor.title')}
        </h1>
        <p className="text-muted-foreground">
          {draft
            ? t('editor.editingDraft', { title: draft.title })
            : template
              ? t('editor.fromTemplate', { name: t(`templates.${template.key}.name`) })
              : t('editor.subtitle')}
        </p>
        {draftMissing && (
          <p role="status" className="rounded-md border bg-muted/40 p-3 text-sm">
            {t('editor.draftMissing')}
          </p>
        )}
      </header>
      <form
        onSubmit={handleSubmit(post, onInvalid)}
        noValidate
        className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
      >
        <Label htmlFor={fieldId}>{t('editor.label')}</Label>
        <Textarea
          id={fieldId}
          {...register('content')}
          placeholder={t('editor.placeholder')}
          className="min-h-48"
          maxLength={LIMITS.postMaxLength}
        />
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          {tags.map((tag) => (
            <Badge key={tag} variant="secondary">
              #{tag}
            </Badge>
          ))}
          <span className="ms-auto tabular-nums">
            {t('editor.count', { count: content.length, max: LIMITS.postMaxLength })}
          </span>
        </div>
        {image && <ImagePreview file={image} onRemove={removeImage} disabled={loading} />}
        <PostAccessField value={access} onChange={setAccess} issue={accessIssue} disabled={loading} />
        {loading && image && <UploadProgress percent={progress} />}
        <SplitPicker value={splitId} onChange={setSplitId} disabled={loading} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={loading}>
            <Send aria-hidden className="rtl:-scale-x-100" />
            {loading ? t('editor.posting') : t('editor.post')}
          </Button>
          <Button type="button" variant="outline" onClick={saveAsDraft}>
            <Save aria-hidden />
            {t('editor.saveDraft')}
          </Button>
          <div className="ms-auto flex flex-wrap gap-2">
            <ImagePicker
              ref={imageButton}
              hasImage={image !== null}
              onSelect={chooseImage}
              disabled={loading}
              typeRefused={imageTypeRefused}
            />
            <Button asChild variant="ghost" size="sm">
              <Link to="/dashboard/create-video">
                <Video aria-hidden />
                {t('editor.video')}
              </Link>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link to="/dashboard/create-audio">
                <Mic aria-hidden />
                {t('editor.audio')}
              </Link>
            </Button>
          </div>
        </div>
      </form>
    </section>
  );
}

/** The toast title for a refused post: the media pages' titles for the image's own problems, else "Could not post". */
function failureTitle(error: unknown): 'fileTooLarge' | 'uploadFailed' | 'postFailed' {
  const code = serverErrorCode(error);
  if (code === 'PAYLOAD_TOO_LARGE' || titleForServerMessage(serverMessage(error)?.messageId) === 'fileTooLarge')
    return 'fileTooLarge';
  return code === 'UNSUPPORTED_MEDIA_TYPE' ? 'uploadFailed' : 'postFailed';
}
