import { BadgeCheck, Hash, Search } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { cn } from '@/lib/utils';
import { Avatar, AvatarFallback, AvatarImage } from '@/ui/avatar';
import { Input } from '@/ui/input';
import { useTopBarSearch, type SearchOption } from './use-top-bar-search';

/**
 * The top bar's search (spec §2.3: "Search users, tags, trending..."): an ARIA combobox that finds users and
 * hashtags as you type. Arrow keys move through the results, Enter opens one, Escape closes the list.
 */
export function TopBarSearch() {
  const { t, i18n } = useTranslation('dashboard');
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { query, options, searching, error } = useTopBarSearch(text);
  const number = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = open && text.trim() !== '';

  const choose = (option: SearchOption) => {
    setOpen(false);
    setText('');
    setActive(-1);
    navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      // A chosen suggestion opens; otherwise Enter opens the results page for what was typed.
      const option = expanded && active >= 0 ? options[active] : undefined;
      const typed = text.trim();
      if (option || typed) event.preventDefault();
      if (option) choose(option);
      else if (typed) {
        setOpen(false);
        setActive(-1);
        navigate(`/dashboard/search?q=${encodeURIComponent(typed)}`);
      }
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setText('');
      setActive(-1);
    }
  };

  const users = options.filter((option) => option.kind === 'user');
  const hashtags = options.filter((option) => option.kind === 'hashtag');
  const renderOption = (option: SearchOption) => {
    const index = options.indexOf(option);
    return (
      <li
        key={`${option.kind}-${option.id}`}
        id={optionId(index)}
        role="option"
        aria-selected={index === active}
        onMouseDown={(event) => event.preventDefault()}
        onMouseEnter={() => setActive(index)}
        onClick={() => choose(option)}
        className={cn(
          'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm',
          index === active && 'bg-accent text-accent-foreground',
        )}
      >
        {option.kind === 'user' ? (
          <>
            <Avatar className="size-7">
              {option.avatarUrl && <AvatarImage src={option.avatarUrl} alt="" />}
              <AvatarFallback className="text-xs">{option.username.charAt(0).toUpperCase()}</AvatarFallback>
            </Avatar>
            <span className="truncate font-medium" dir="ltr">
              @{option.username}
            </span>
            {option.isVerified && <BadgeCheck className="size-4 text-primary" aria-label={t('search.verified')} />}
          </>
        ) : (
          <>
            <span className="flex size-7 items-center justify-center rounded-full bg-muted">
              <Hash className="size-4 text-primary" aria-hidden />
            </span>
            <span className="truncate font-medium">{option.tag}</span>
            <span className="ms-auto text-xs text-muted-foreground">
              {t('search.posts', { count: option.usageCount, value: number.format(option.usageCount) })}
            </span>
          </>
        )}
      </li>
    );
  };

  return (
    <div role="search" className="relative max-w-md flex-1">
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('topBar.searchLabel')}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={t('topBar.searchPlaceholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-9 rounded-full bg-muted/60 ps-9"
      />
      <div
        className={cn(
          'absolute inset-x-0 top-full z-50 mt-2 rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg',
          !expanded && 'hidden',
        )}
      >
        <ul id={listId} role="listbox" aria-label={t('search.results')} className="max-h-96 overflow-y-auto">
          {users.length > 0 && (
            <li role="presentation">
              <p className="px-3 pt-2 pb-1 text-xs font-semibold text-muted-foreground uppercase">
                {t('search.users')}
              </p>
              <ul role="group" aria-label={t('search.users')}>
                {users.map(renderOption)}
              </ul>
            </li>
          )}
          {hashtags.length > 0 && (
            <li role="presentation">
              <p className="px-3 pt-2 pb-1 text-xs font-semibold text-muted-foreground uppercase">
                {t('search.hashtags')}
              </p>
              <ul role="group" aria-label={t('search.hashtags')}>
                {hashtags.map(renderOption)}
              </ul>
            </li>
          )}
        </ul>
        <p
          role="status"
          className={cn('px-3 py-2 text-sm text-muted-foreground', options.length > 0 && !searching && 'sr-only')}
        >
          {searching
            ? t('search.searching')
            : error
              ? t('search.failed')
              : options.length === 0
                ? t('search.empty', { query })
                : t('search.count', { count: options.length })}
        </p>
      </div>
    </div>
  );
}
