import { Field, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../posts/post.types';
import { Comment } from './comment.entity';

@ObjectType()
export class CommentEdge {
  @Field()
  cursor: string;

  @Field(() => Comment)
  node: Comment;
}

@ObjectType({ description: 'A page of comments, oldest first (Relay style).' })
export class CommentConnection {
  @Field(() => [CommentEdge])
  edges: CommentEdge[];

  @Field(() => PageInfo)
  pageInfo: PageInfo;

  @Field(() => Int, { description: "Comments on the post that its author's Comment filter hides from the caller (offensive language)." })
  hiddenCount: number;
}
