import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One signed-in device. Revoking it ends its access tokens and refresh tokens at once. */
@Entity('auth_sessions')
export class AuthSession {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  userId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz')
  expiresAt: Date;

  @Column('timestamptz', { nullable: true })
  revokedAt: Date | null;

  /** When the session was last used to get new tokens (the sessions list's "last seen"). */
  @Column('timestamptz', { default: () => 'now()' })
  lastSeenAt: Date;

  @Column('text', { nullable: true })
  userAgent: string | null;

  @Column('text', { nullable: true })
  ip: string | null;
}
