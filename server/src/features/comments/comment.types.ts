import { Field, Int, ObjectType } from 'type-graphql';
import { ConnectionType } from '../../kernel/connection';
import { Comment } from './comment.entity';

@ObjectType({ description: 'A page of comments, oldest first (Relay style).' })
export class CommentConnection extends ConnectionType(Comment) {
  @Field(() => Int, {
    description: "Comments on the post that its author's Comment filter hides from the caller (offensive language).",
  })
  hiddenCount: number;
}
