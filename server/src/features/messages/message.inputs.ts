import { Field, ID, InputType } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { DM_LIMITS } from '@kuza/common';

@InputType()
export class SendMessageInput {
  @Field(() => String, {
    nullable: true,
    description: 'Whom to write to (with or without @): finds or starts the conversation. Or give `conversationId`.',
  })
  toUsername?: string | null;

  @Field(() => ID, { nullable: true, description: 'A conversation the caller takes part in.' })
  conversationId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `The text, at most ${DM_LIMITS.contentMaxLength} characters; may be empty with an image.`,
  })
  content?: string | null;

  @Field(() => GraphQLUpload, { nullable: true, description: 'One image (multipart request); metadata is stripped.' })
  media?: Promise<FileUpload> | null;
}
