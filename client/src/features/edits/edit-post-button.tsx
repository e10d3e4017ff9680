import { Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import type { EditablePost } from './edit-post-dialog';

// The dialog and its form (react-hook-form, zod) load when the author opens it, not with every post card; pointing
// at the button starts it early. It mounts on each opening, so it always starts from the post's current text.
const loadDialog = () => import('./edit-post-dialog');
const EditPostDialog = lazy(() => loadDialog().then((m) => ({ default: m.EditPostDialog })));

/** The author's "Edit post" button, beside the date of their own posts. */
export function EditPostButton({ post }: { post: EditablePost }) {
  const { t } = useTranslation('conversation');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('editPost')}
        title={t('editPost')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <Pencil aria-hidden />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <EditPostDialog post={post} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
