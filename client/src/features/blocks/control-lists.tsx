import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ControlListsQuery } from '@/gql/graphql';
import { useServerMessage } from '@/lib/server-message';
import { Avatar, AvatarFallback, AvatarImage } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card';
import { PageSpinner } from '@/ui/page-spinner';
import { toast } from '@/ui/use-toast';
import { ControlListsDocument } from './block-operations';
import { useControl, type ControlAction } from './use-control';

type Person = ControlListsQuery['blockedProfiles'][number];

function PersonRow({ person, undo, label }: { person: Person; undo: () => Promise<void>; label: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <li className="flex items-center gap-3 py-2">
      <Avatar className="size-8">
        {person.avatarUrl && <AvatarImage src={person.avatarUrl} alt="" />}
        <AvatarFallback>{person.username[0]?.toUpperCase()}</AvatarFallback>
      </Avatar>
      <span className="flex-1 truncate font-medium" dir="ltr">
        @{person.username}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void undo().finally(() => setBusy(false));
        }}
      >
        {label}
      </Button>
    </li>
  );
}

/** Privacy & Safety: the people the viewer blocked and muted, each with its undo (Unblock, Unmute). */
export function ControlLists() {
  const { t } = useTranslation('blocks');
  const { fromError } = useServerMessage();
  const { data, loading } = useQuery(ControlListsDocument);
  const control = useControl();

  const undo = async (action: ControlAction, username: string) => {
    try {
      await control(action, username);
      toast({ title: t(`done.${action}`, { username }), description: t(`doneText.${action}`) });
    } catch (error) {
      toast({ title: t('failed'), description: fromError(error, t('failed')), variant: 'destructive' });
    }
  };

  const lists = [
    { id: 'blocked', people: data?.blockedProfiles ?? [], action: 'unblock' as const },
    { id: 'muted', people: data?.mutedProfiles ?? [], action: 'unmute' as const },
  ];
  return (
    <>
      {lists.map((list) => (
        <Card key={list.id} className="gap-2" data-testid={`${list.id}-people`}>
          <CardHeader>
            <CardTitle className="text-lg">{t(`lists.${list.id}.title`)}</CardTitle>
            <p className="text-sm text-muted-foreground">{t(`lists.${list.id}.text`)}</p>
          </CardHeader>
          <CardContent>
            {loading && !data ? (
              <PageSpinner />
            ) : list.people.length === 0 ? (
              <p className="py-2 text-sm text-muted-foreground">{t(`lists.${list.id}.empty`)}</p>
            ) : (
              <ul className="divide-y">
                {list.people.map((person) => (
                  <PersonRow
                    key={person.id}
                    person={person}
                    label={t(`undo.${list.action}`)}
                    undo={() => undo(list.action, person.username)}
                  />
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      ))}
    </>
  );
}
