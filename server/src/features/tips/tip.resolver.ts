import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { Checkout } from '../payments';
import { Post } from '../posts';
import { TipInput } from './tip.inputs';
import { tipsCountByPost } from './tip.loaders';
import { TipService } from './tip.service';

@Resolver(() => Post)
export class TipResolver {
  @Authorized()
  @Mutation(() => Checkout, {
    description:
      "Tips a creator: answers a checkout to pay at the gateway. Once paid, 95 % goes to the creator (pending until the gateway settles) and 5 % to Kuza's fees.",
  })
  tip(@Arg('input', () => TipInput) input: TipInput, @Ctx() ctx: Context): Promise<Checkout> {
    return ctx.services.get(TipService).tip(ctx, input);
  }

  @FieldResolver(() => Int, { description: 'How many confirmed (paid) tips the post received.' })
  tipsCount(@Root() post: Post, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.get(tipsCountByPost).load(post.id);
  }
}
