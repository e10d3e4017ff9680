import type { Deps } from '../../graphql/services';
import { Profile } from './profile.entity';

export class ProfileService {
  constructor(private readonly deps: Deps) {}

  findByUsername(username: string): Promise<Profile | null> {
    return this.deps.db
      .getRepository(Profile)
      .createQueryBuilder('p')
      .where('lower(p.username) = lower(:username)', { username })
      .getOne();
  }
}
