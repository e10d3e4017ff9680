import { DEFAULT_SETTINGS, normalizeTag, parseHashtags, postTeaser } from '@kuza/common';
import type { Deps } from '../../graphql/services';
import { isUuid } from '../../kernel/sql';
import { sqlRow, sqlRows } from '../../db/sql';
import { lockedPostSql } from '../paid-posts';
import { SystemSettingsService } from '../system-settings';

/** A creator as their public page may show them. `open` is false when their profile is private to visitors. */
export interface PublicAuthor {
  username: string;
  bio: string | null;
  avatarUrl: string | null;
  followersCount: number;
  postsCount: number;
  open: boolean;
}

export interface PublicPost {
  id: string;
  content: string;
  sensitive: boolean;
  mediaUrl: string | null;
  mediaType: string | null;
  createdAt: Date;
  author: PublicAuthor | null;
}

export type PostLookup =
  | { kind: 'post'; post: PublicPost }
  // Members-only and paid posts (when they land) answer here too: the seam for "no more than a teaser".
  | { kind: 'teaser'; circleName: string }
  | { kind: 'gone' }
  | { kind: 'missing' };

// A suspended account's profile and posts are not found; a private profile (the creator's Public profile switch, or
// System Settings' Public profiles) shows only its name.
const AUTHOR_COLUMNS = `pr.username, pr.bio, pr.avatar_url, pr.followers_count,
  (SELECT count(*) FROM posts x WHERE x.user_id = pr.id)::int AS posts_count,
  COALESCE(s.public_profile, $2) AS public_profile`;
// Joined to `pr` (profiles): the account, active, and the creator's settings.
const AUTHOR_JOIN = `JOIN users u ON u.id = pr.id AND u.suspended_at IS NULL LEFT JOIN user_settings s ON s.user_id = pr.id`;

interface AuthorRow {
  username: string;
  bio: string | null;
  avatar_url: string | null;
  followers_count: number;
  posts_count: number;
  public_profile: boolean;
}

interface PostRowWithAuthor extends Partial<AuthorRow> {
  id: string;
  content: string;
  sensitive: boolean;
  media_url: string | null;
  media_type: string | null;
  locked: boolean;
  created_at: Date;
  user_id: string | null;
  author_found: boolean;
}

export interface FeedPost {
  id: string;
  content: string;
  sensitive: boolean;
  createdAt: Date;
}

/** What the public pages, link previews, sitemap and feeds read: public content only, as an anonymous visitor sees it. */
export class PublicPageService {
  constructor(private readonly deps: Deps) {}

  private async profilesOpen(): Promise<boolean> {
    return (await this.deps.services.get(SystemSettingsService).current()).publicProfiles;
  }

  private toAuthor(row: AuthorRow, profilesOpen: boolean): PublicAuthor {
    return {
      username: row.username,
      bio: row.bio,
      avatarUrl: row.avatar_url,
      followersCount: row.followers_count,
      postsCount: row.posts_count,
      open: profilesOpen && row.public_profile,
    };
  }

  async profile(username: string): Promise<PublicAuthor | null> {
    const row = await sqlRow<AuthorRow>(
      this.deps.db,
      `SELECT ${AUTHOR_COLUMNS} FROM profiles pr ${AUTHOR_JOIN} WHERE lower(pr.username) = lower($1)`,
      [username, DEFAULT_SETTINGS.privacy.publicProfile],
    );
    return row ? this.toAuthor(row, await this.profilesOpen()) : null;
  }

  async post(id: string): Promise<PostLookup> {
    if (!isUuid(id)) return { kind: 'missing' };
    const row = await sqlRow<PostRowWithAuthor>(
      this.deps.db,
      `SELECT po.id, po.content, po.sensitive, po.media_url, po.media_type, po.created_at, po.user_id,
              ${lockedPostSql('po')} AS locked, a.username IS NOT NULL AS author_found, a.*
       FROM posts po LEFT JOIN LATERAL (
         SELECT ${AUTHOR_COLUMNS} FROM profiles pr ${AUTHOR_JOIN} WHERE pr.id = po.user_id
       ) a ON true
       WHERE po.id = $1`,
      [id, DEFAULT_SETTINGS.privacy.publicProfile],
    );
    if (row) {
      // The author's account is suspended: their posts are not found either.
      if (row.user_id && !row.author_found) return { kind: 'missing' };
      const open = await this.profilesOpen();
      return {
        kind: 'post',
        post: {
          id: row.id,
          // A locked post (paid-posts): its teaser and no media, as to any visitor who has not paid.
          content: row.locked ? postTeaser(row.content) : row.content,
          sensitive: row.sensitive,
          mediaUrl: row.locked ? null : row.media_url,
          mediaType: row.media_type,
          createdAt: row.created_at,
          author: row.author_found ? this.toAuthor(row as AuthorRow, open) : null,
        },
      };
    }
    const circle = await sqlRow<{ name: string }>(
      this.deps.db,
      `SELECT c.name FROM circle_posts cp JOIN circles c ON c.id = cp.circle_id WHERE cp.id = $1`,
      [id],
    );
    if (circle) return { kind: 'teaser', circleName: circle.name };
    const gone = await sqlRow(this.deps.db, `SELECT 1 FROM gone_posts WHERE post_id = $1`, [id]);
    return gone ? { kind: 'gone' } : { kind: 'missing' };
  }

  /** A hashtag and its live count (0 when no post uses it yet); null when the text cannot be a hashtag. */
  async tag(requested: string): Promise<{ tag: string; usageCount: number } | null> {
    const tag = normalizeTag(requested);
    if (parseHashtags(`#${tag}`)[0] !== tag) return null;
    const row = await sqlRow<{ usage_count: number }>(this.deps.db, `SELECT usage_count FROM hashtags WHERE tag = $1`, [
      tag,
    ]);
    return { tag, usageCount: row?.usage_count ?? 0 };
  }

  /** A creator's latest posts for their feed (public profiles of active accounts only). */
  async recentPostsOf(username: string, limit: number): Promise<FeedPost[]> {
    return (
      await sqlRows<{ id: string; content: string; sensitive: boolean; created_at: Date; locked: boolean }>(
        this.deps.db,
        `SELECT po.id, po.content, po.sensitive, po.created_at, ${lockedPostSql('po')} AS locked FROM posts po
         JOIN profiles pr ON pr.id = po.user_id WHERE lower(pr.username) = lower($1)
         ORDER BY po.created_at DESC, po.id DESC LIMIT $2`,
        [username, limit],
      )
    ).map((row) => ({
      id: row.id,
      content: row.locked ? postTeaser(row.content) : row.content,
      sensitive: row.sensitive,
      createdAt: row.created_at,
    }));
  }

  /** What sitemap.xml lists: public profiles, recent posts of public profiles, and the used hashtags. */
  async sitemap(limit: number): Promise<{ profiles: string[]; posts: { id: string; at: Date }[]; tags: string[] }> {
    if (!(await this.profilesOpen())) return { profiles: [], posts: [], tags: await this.tags(limit) };
    const open = `JOIN users u ON u.id = pr.id AND u.suspended_at IS NULL
      LEFT JOIN user_settings s ON s.user_id = pr.id WHERE COALESCE(s.public_profile, $2)`;
    const params = [limit, DEFAULT_SETTINGS.privacy.publicProfile];
    const [profiles, posts] = await Promise.all([
      sqlRows<{ username: string }>(
        this.deps.db,
        `SELECT pr.username FROM profiles pr ${open} ORDER BY pr.followers_count DESC, pr.username LIMIT $1`,
        params,
      ),
      sqlRows<{ id: string; created_at: Date }>(
        this.deps.db,
        `SELECT po.id, po.created_at FROM posts po JOIN profiles pr ON pr.id = po.user_id ${open}
         ORDER BY po.created_at DESC, po.id DESC LIMIT $1`,
        params,
      ),
    ]);
    return {
      profiles: profiles.map((row) => row.username),
      posts: posts.map((row) => ({ id: row.id, at: row.created_at })),
      tags: await this.tags(limit),
    };
  }

  private async tags(limit: number): Promise<string[]> {
    const rows = await sqlRows<{ tag: string }>(
      this.deps.db,
      `SELECT tag FROM hashtags WHERE usage_count > 0 ORDER BY usage_count DESC, tag LIMIT $1`,
      [limit],
    );
    return rows.map((row) => row.tag);
  }
}
