import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';

/** "Message" on a profile: opens Messages with a composer for a new conversation with them. */
export function MessageButton({ username }: { username: string }) {
  const { t } = useTranslation('direct-messages');
  return (
    <Button asChild variant="outline">
      <Link to={`/dashboard/messages?to=${encodeURIComponent(username)}`}>
        <MessageCircle aria-hidden />
        {t('message')}
      </Link>
    </Button>
  );
}
