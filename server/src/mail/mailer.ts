import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { Logger } from '../logger';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const FROM = 'Kuza <no-reply@kuza.africa>';

/**
 * Sends e-mail through SMTP_URL, or writes each message as an .eml file to DATA_DIR/outbox.
 * Emits 'sent' with the message (and the file path for the outbox) once it has left.
 */
export class Mailer extends EventEmitter {
  // nodemailer (about 3 MB of heap) is loaded with the first message: many processes never send one.
  private transport: Promise<Transporter> | undefined;
  private readonly smtpUrl: string | undefined;
  readonly outbox: string | undefined;

  constructor(
    config: Pick<Config, 'smtpUrl' | 'dataDir'>,
    private readonly logger: Logger,
  ) {
    super();
    this.smtpUrl = config.smtpUrl;
    if (!config.smtpUrl) this.outbox = path.join(config.dataDir, 'outbox');
  }

  private openTransport(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      this.smtpUrl
        ? nodemailer.createTransport(this.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return this.transport;
  }

  async send(email: Email): Promise<void> {
    const info = await (await this.openTransport()).sendMail({ from: FROM, ...email });
    let file: string | undefined;
    if (this.outbox) {
      await mkdir(this.outbox, { recursive: true });
      file = path.join(this.outbox, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
    }
    this.emit('sent', { ...email, file });
  }

  /** Sends without making the caller wait (or reveal by its timing whether an address exists). */
  sendInBackground(email: Email): void {
    this.send(email).catch((err: unknown) =>
      this.logger.error({ err, subject: email.subject }, 'E-mail could not be sent'),
    );
  }

  close(): void {
    void this.transport?.then((transport) => transport.close());
  }
}
