import { Field, ID, InputType, ObjectType } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { MediaType } from '../media';
import { Post } from './post.entity';
import { PostAccessInput } from './post-access.types';
import { ConnectionType } from '../../kernel/connection';

@ObjectType({ description: 'A page of posts (Relay style).', simpleResolvers: true })
export class PostConnection extends ConnectionType(Post) {
  @Field(() => String, {
    nullable: true,
    description: 'Why the list is empty when that is not for lack of posts (e.g. the NEARBY feed filter).',
  })
  message?: string | null;
}

@InputType()
export class CreatePostInput {
  @Field({ description: 'The text; hashtags in it are linked. Required (the caption of a video or audio post).' })
  content: string;

  @Field(() => GraphQLUpload, { nullable: true, description: 'One image, video or audio file (multipart request).' })
  media?: Promise<FileUpload> | null;

  @Field(() => MediaType, {
    nullable: true,
    description: 'What the form uploads: the file must then be of this kind (and .webm is read as this kind).',
  })
  mediaType?: MediaType | null;

  @Field(() => PostAccessInput, {
    nullable: true,
    description: 'Who may read it beyond its teaser; public when absent.',
  })
  access?: PostAccessInput | null;
  @Field(() => ID, { nullable: true, description: "One of the author's splits: it divides what the post earns." })
  splitId?: string | null;
}
