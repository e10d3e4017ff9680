import { Field, InputType } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';

@InputType({ description: 'Only the fields given change. An empty bio removes it.' })
export class UpdateProfileInput {
  @Field(() => String, { nullable: true })
  username?: string | null;

  @Field(() => String, { nullable: true })
  bio?: string | null;

  @Field(() => GraphQLUpload, {
    nullable: true,
    description: 'A png, jpg, webp or gif image up to 10MB (multipart request).',
  })
  avatar?: Promise<FileUpload> | null;
}
